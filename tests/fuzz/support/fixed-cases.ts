// The fixed hostile cases of one operation, derived from its OpenAPI description: each changes one thing of a
// valid request (the registry's baseline), so a failure points at exactly what broke it.
import { BAD_IDS, HOSTILE_STRINGS, MALFORMED_CURSORS, TAMPERED_CURSORS } from './hostile';
import { type Operation, pathParams, queryParams, successStatuses } from './operations';
import { ID_FIELDS, entryFor, featureCases, looksLikeId } from './registry';
import { baseline, raw, target, typesOf, variant, type Case } from './request';
import type { IdKind, Tenant } from './tenants';
import { call } from '../../support/api-client';
import { bodyShapeCases, contentTypeCases, fieldCases, undocumentedBodyCases } from './body-cases';
import { multipartCases } from './multipart-cases';

const NOT_FOUND = [404];

/** The registry's valid request as it is: it must succeed (or answer what the registry says), or the fuzz's
 * variations of it prove little. */
function baselineCase(op: Operation): Case {
  const expected = entryFor(op)?.baselineStatus;
  return {
    kind: 'baseline',
    expect: { status: expected ?? successStatuses(op) },
    checkDocument: true,
    make: variant(op, (spec) => spec),
  };
}

function authCases(op: Operation): Case[] {
  if (!op.signedIn) return [];
  return (['none', 'bad-token', 'malformed-header'] as const).map((auth) => ({
    kind: `auth:${auth}`,
    expect: { status: [401] },
    make: variant(op, (spec) => ({ ...spec, auth })),
  }));
}

function wrongMethodCase(op: Operation, documented: Set<string>): Case[] {
  const method = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].find(
    (m) => m !== op.method && !documented.has(`${m} ${op.path}`),
  );
  if (!method) return [];
  const bodyless = method === 'GET';
  return [
    {
      kind: 'method:undocumented',
      detail: method,
      outside: true,
      expect: { status: [404, 405] },
      make: variant(op, (s) =>
        bodyless ? { ...s, method, headers: {}, body: undefined, json: undefined } : { ...s, method },
      ),
    },
  ];
}

/** Odd values in headers every request passes through (language, request id); ByteStrings only, as HTTP allows. */
function headerCases(op: Operation): Case[] {
  const headers: Record<string, Record<string, string>> = {
    'accept-language:garbage': { 'accept-language': 'xx-YY;q=abc, *;q=-1, ;;;, sv;q=1e999' },
    'accept-language:huge': { 'accept-language': `${'sv-SE,'.repeat(2000)}en` },
    'x-request-id:hostile': { 'x-request-id': '../../etc/passwd; <script>' },
    'x-request-id:latin1': { 'x-request-id': '\u00e5\u00e4\u00f6'.repeat(20) },
  };
  return Object.entries(headers).map(([kind, extra]) => ({
    kind: `header:${kind}`,
    expect: { status: entryFor(op)?.baselineStatus ?? successStatuses(op) },
    make: variant(op, (spec) => ({ ...spec, headers: { ...spec.headers, ...extra } })),
  }));
}

/** Another kind than `kind`, for "your own id, but of the wrong thing". */
const otherKind = (kind: IdKind): IdKind => (kind === 'customer' ? 'animal' : 'customer');

function pathIdCases(op: Operation): Case[] {
  const kind = entryFor(op)?.id;
  if (!op.path.includes('{id}') || !kind) return [];
  const withId = (id: (a: Tenant, b: Tenant) => string | Promise<string>) =>
    variant(op, async (spec, a, b) => {
      const base = await baseline(op, a);
      return { ...spec, path: target(op, { ...base.params, id: await id(a, b) }, base.query) };
    });
  const cases: Case[] = Object.entries(BAD_IDS).map(([name, id]) => ({
    kind: `path-id:${name}`,
    expect: { status: NOT_FOUND },
    make: withId(() => id),
  }));
  cases.push(
    { kind: 'path-id:nul-escape', expect: { status: NOT_FOUND }, make: withId(() => raw('%00')) },
    {
      kind: 'path-id:invalid-utf8-escape',
      expect: { status: NOT_FOUND },
      make: withId(() => raw('%ED%A0%80')),
    },
    {
      kind: 'path-id:traversal',
      expect: { status: NOT_FOUND },
      make: withId(() => raw('..%2F..%2Fferriers%2Flogout')),
    },
    { kind: 'path-id:other-tenant', expect: { status: NOT_FOUND }, make: withId((_, b) => b.id(kind)) },
    {
      kind: 'path-id:own-id-of-other-kind',
      expect: { status: NOT_FOUND },
      make: withId((a) => a.id(otherKind(kind))),
    },
    { kind: 'path-id:uppercase', make: withId(async (a) => (await a.id(kind)).toUpperCase()) },
  );
  return cases;
}

/**
 * A path parameter other than {id} (a feed's {file}): hostile values in its place must name nothing (404), as a
 * malformed id does. The valid value comes from the registry's `params`.
 */
function pathParamCases(op: Operation): Case[] {
  const names = pathParams(op)
    .map((p) => p.name)
    .filter((name) => name !== 'id');
  const withValue = (name: string, value: string) =>
    variant(op, async (spec, a) => {
      const base = await baseline(op, a);
      return { ...spec, path: target(op, { ...base.params, [name]: value }, base.query) };
    });
  return names.flatMap((name) => [
    ...Object.entries(HOSTILE_STRINGS)
      // An empty segment is another path (the route's prefix), which answers 404 as well but is not this case.
      .filter(([kind]) => kind !== 'empty')
      .map(([kind, value]) => ({
        kind: `path-param:${kind}`,
        detail: name,
        expect: { status: NOT_FOUND },
        make: withValue(name, value),
      })),
    ...Object.entries(BAD_IDS).map(([kind, value]) => ({
      kind: `path-param:${kind}`,
      detail: name,
      expect: { status: NOT_FOUND },
      make: withValue(name, value),
    })),
    {
      kind: 'path-param:nul-escape',
      detail: name,
      expect: { status: NOT_FOUND },
      make: withValue(name, raw('%00')),
    },
    {
      kind: 'path-param:invalid-utf8-escape',
      detail: name,
      expect: { status: NOT_FOUND },
      make: withValue(name, raw('%ED%A0%80')),
    },
    {
      kind: 'path-param:traversal',
      detail: name,
      expect: { status: NOT_FOUND },
      make: withValue(name, raw('..%2F..%2Fferriers%2Flogout')),
    },
  ]);
}

function queryCases(op: Operation): Case[] {
  const cases: Case[] = [];
  const withQuery = (
    name: string,
    value: (a: Tenant, b: Tenant) => string | string[] | Promise<string | string[]>,
  ) =>
    variant(op, async (spec, a, b) => {
      const base = await baseline(op, a);
      return { ...spec, path: target(op, base.params, { ...base.query, [name]: await value(a, b) }) };
    });
  for (const p of queryParams(op)) {
    for (const [name, value] of Object.entries(HOSTILE_STRINGS)) {
      cases.push({ kind: `query:${name}`, detail: p.name, make: withQuery(p.name, () => value) });
    }
    cases.push(
      { kind: 'query:nul-escape', detail: p.name, make: withQuery(p.name, () => raw('%00')) },
      { kind: 'query:invalid-utf8-escape', detail: p.name, make: withQuery(p.name, () => raw('%ED%A0%80')) },
      { kind: 'query:repeated', detail: p.name, make: withQuery(p.name, () => ['1', '2']) },
      { kind: 'query:not-in-enum-or-type', detail: p.name, make: withQuery(p.name, () => 'NOT-A-VALUE') },
    );
    if (typesOf(p.schema).some((t) => t === 'integer' || t === 'number')) {
      for (const v of ['-1', '0', '1.5', '1e999', '0x10', '99999999999999999999', 'Infinity']) {
        cases.push({ kind: `query:number:${v}`, detail: p.name, make: withQuery(p.name, () => v) });
      }
    }
    if (p.name === 'ferrierId') {
      cases.push({
        kind: 'query:ferrierId:other-tenant',
        detail: p.name,
        expect: { status: NOT_FOUND },
        make: withQuery(p.name, (_, b) => b.account.ferrierId),
      });
    } else if (looksLikeId(p.name, p.schema) && ID_FIELDS[p.name] !== 'not-an-id') {
      for (const [name, id] of Object.entries(BAD_IDS)) {
        cases.push({ kind: `query:id:${name}`, detail: p.name, make: withQuery(p.name, () => id) });
      }
      const kind = ID_FIELDS[p.name];
      cases.push({
        kind: 'query:id:other-tenant',
        detail: p.name,
        make: withQuery(p.name, (_, b) =>
          b.id(kind && kind !== 'reference' && kind !== 'not-an-id' ? kind : 'customer'),
        ),
      });
    }
  }
  return cases;
}

/** Tampered cursors with every sort the list knows, and a real cursor of one sort used with another. */
function cursorCases(op: Operation): Case[] {
  const params = queryParams(op);
  if (!params.some((p) => p.name === 'cursor')) return [];
  const sorts = (params.find((p) => p.name === 'sort')?.schema.enum as string[] | undefined) ?? [''];
  const cases: Case[] = [];
  const withCursor = (sort: string, cursor: (a: Tenant) => string | Promise<string>) =>
    variant(op, async (spec, a) => {
      const base = await baseline(op, a);
      const value = await cursor(a);
      const query = { ...base.query, ...(sort ? { sort } : {}), cursor: value };
      const decoded = Buffer.from(value, 'base64url').toString('utf8');
      return { ...spec, path: target(op, base.params, query), note: `the cursor decodes to ${decoded}` };
    });
  for (const sort of sorts) {
    for (const [name, cursor] of Object.entries(TAMPERED_CURSORS)) {
      cases.push({
        kind: `cursor:${name}`,
        detail: sort ? `sort=${sort}` : undefined,
        expect: MALFORMED_CURSORS.has(name) ? { status: [400, 422] } : undefined,
        make: withCursor(sort, () => cursor),
      });
    }
    for (const from of sorts.filter((s) => s !== sort)) {
      cases.push({
        kind: 'cursor:from-another-sort',
        detail: `sort=${sort} with a cursor of sort=${from}`,
        make: withCursor(sort, async (a) => {
          // A real cursor needs two rows: make them, then take page one of the other sort.
          const base = await baseline(op, a);
          const first = await call(
            'GET',
            target(op, base.params, { ...base.query, sort: from, limit: '1' }),
            {
              token: a.token,
            },
          );
          return String(first.body?.nextCursor ?? TAMPERED_CURSORS['text-value']);
        }),
      });
    }
  }
  return cases;
}

/**
 * Every fixed case of the operation, and those its feature adds (tests/fuzz/features/*.ts, `cases`). `documented`:
 * all "METHOD /path" keys of the document.
 */
export function fixedCases(op: Operation, documented: Set<string>): Case[] {
  return [
    baselineCase(op),
    ...authCases(op),
    ...headerCases(op),
    ...undocumentedBodyCases(op),
    ...wrongMethodCase(op, documented),
    ...pathIdCases(op),
    ...pathParamCases(op),
    ...queryCases(op),
    ...cursorCases(op),
    ...contentTypeCases(op),
    ...bodyShapeCases(op),
    ...fieldCases(op),
    ...multipartCases(op),
    ...featureCases(op),
  ];
}
