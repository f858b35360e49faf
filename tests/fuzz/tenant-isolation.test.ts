// The tenant-isolation matrix, generated from the OpenAPI document: every place an operation takes an id of a
// tenant's thing ({id} in the path, ?ferrierId, and id fields such as customerId in the query or body) is called
// by tenant A, with A's valid request except that id, which is tenant B's thing of the right kind. The answer must
// be 404 (for a reference inside a body 404 or 422; for a list filter such as ?customerId also an empty list), B's
// rows must be exactly as before, and nothing of B's may be in the answer. The kinds come from the features' files (tests/fuzz/features/*.ts);
// an id they cannot place fails.
import { beforeAll, describe, expect, test } from 'vitest';
import { call } from '../support/api-client';
import { accountRows } from '../support/tenant-rows';
import { missingRegistryEntries } from './support/coverage';
import { type Operation, operations, queryParams } from './support/operations';
import { ID_FIELDS, entryFor } from './support/registry';
import { baseline, describeRequest, target, type RequestSpec } from './support/request';
import { ID_KINDS, type IdKind, Tenant, tokenWorks } from './support/tenants';

type Slot = { where: 'path' | 'query' | 'body'; name: string; kind: IdKind };

/** Where the operation takes an id of a tenant's thing, and which kind (undefined kind: the registry lacks it). */
function slots(op: Operation): Array<Omit<Slot, 'kind'> & { kind?: IdKind }> {
  const found: Array<Omit<Slot, 'kind'> & { kind?: IdKind }> = [];
  const tenantKind = (name: string): IdKind | undefined => {
    const k = ID_FIELDS[name];
    return k && k !== 'reference' && k !== 'not-an-id' ? k : undefined;
  };
  if (op.path.includes('{id}')) found.push({ where: 'path', name: 'id', kind: entryFor(op)?.id });
  for (const p of queryParams(op))
    if (tenantKind(p.name)) found.push({ where: 'query', name: p.name, kind: tenantKind(p.name) });
  for (const name of Object.keys(op.body['application/json']?.properties ?? {}))
    if (tenantKind(name)) found.push({ where: 'body', name, kind: tenantKind(name) });
  return found;
}

const ops = await operations();
const matrix = ops.flatMap((op) => slots(op).map((slot) => ({ op, slot })));

let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  [a, b] = await Promise.all([Tenant.create(), Tenant.create()]);
  await Promise.all([a.allIds(), b.allIds()]);
});

/** Ids and the email that are B's alone (reference data both tenants point at is not B's). */
async function bSecrets(): Promise<string[]> {
  const uuids = (rows: Map<string, string[]>) =>
    new Set(
      [...rows.values()]
        .flat()
        .flatMap((r) => r.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []),
    );
  const theirs = uuids(await accountRows(b.account.ferrierId));
  const ours = uuids(await accountRows(a.account.ferrierId));
  return [...[...theirs].filter((id) => !ours.has(id)), b.account.email];
}

async function request(op: Operation, slot: Slot): Promise<RequestSpec> {
  const base = await baseline(op, a);
  const theirs = await b.id(slot.kind);
  const params = slot.where === 'path' ? { ...base.params, [slot.name]: theirs } : base.params;
  const query = slot.where === 'query' ? { ...base.query, [slot.name]: theirs } : base.query;
  const json = slot.where === 'body' ? { ...base.body, [slot.name]: theirs } : base.body;
  return {
    method: op.method,
    path: target(op, params, query),
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(json) : undefined,
    json,
    auth: 'tenant',
  };
}

describe("tenant isolation: another tenant's ids answer 404 and change nothing", () => {
  test('the matrix covers every operation with {id} or ?ferrierId', () => {
    const withIds = ops.filter(
      (op) => op.path.includes('{id}') || queryParams(op).some((p) => p.name === 'ferrierId'),
    );
    expect(withIds.length).toBeGreaterThan(0);
    expect(withIds.filter((op) => !matrix.some((m) => m.op === op))).toEqual([]);
  });

  for (const { op, slot } of matrix) {
    test(`${op.key} — ${slot.where} ${slot.name} names tenant B's ${slot.kind ?? '?'}`, async () => {
      const missing = missingRegistryEntries(op);
      expect(missing, missing.join('\n')).toEqual([]);
      if (!slot.kind) throw new Error(`${op.key}: no kind for ${slot.name}; see tests/fuzz/features/*.ts`);
      expect(Object.keys(ID_KINDS)).toContain(slot.kind);
      // A request that wrongly succeeded on a session-ending operation may have ended A's session: start afresh.
      if (!(await tokenWorks(a.account))) a = await Tenant.create();
      const spec = await request(op, slot as Slot);
      const before = await accountRows(b.account.ferrierId);
      const secrets = await bSecrets();
      const res = await call(spec.method, spec.path, {
        raw: spec.body,
        headers: spec.headers,
        token: a.token,
      });
      const replay = `${describeRequest(spec)}\n→ ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;

      // A filter (?customerId on suggestions) may instead answer an empty success: it tells nothing either.
      const filter = slot.where === 'query' && slot.name !== 'ferrierId' && op.method === 'GET';
      const statuses = slot.where === 'body' ? [404, 422] : filter ? [200, 404] : [404];
      expect(statuses, replay).toContain(res.status);
      if (res.status === 200)
        expect(res.body?.data, `a filter naming B's ${slot.kind} found something\n${replay}`).toEqual([]);
      else expect(res.body?.error?.code, replay).toBeTypeOf('string');
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      expect(
        secrets.filter((s) => text.includes(s)),
        `B's ids or email in the answer\n${replay}`,
      ).toEqual([]);
      expect(await accountRows(b.account.ferrierId), `B's rows changed\n${replay}`).toEqual(before);
    });
  }
});
