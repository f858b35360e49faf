// Sends the cases of one operation through the real app (call(), in-process) and checks every answer: no 5xx, the
// error envelope on every non-2xx, no committed row change or stored file from a rejected request, and the status
// a case expects. Failures are grouped by operation, input kind and problem.
import { call, type ApiResult } from '../../support/api-client';
import { changeMark, changesSince, isExpected, type RowChange } from './change-log';
import { schemaViolations } from './document-check';
import { storedFileCount } from './multipart-cases';
import { openApiDocument, resolve, type Operation } from './operations';
import { entryFor } from './registry';
import { describeRequest, type Case, type RequestSpec } from './request';
import { Tenant, relogin, tokenWorks } from './tenants';

/** The caller (a, replaced when a request ends its account) and the other tenant (b), whose rows must never change. */
export class Callers {
  constructor(
    public a: Tenant,
    public b: Tenant,
  ) {}

  /** After a request ended a's session: log in again, or make a new account if that is not possible. */
  async renew(): Promise<void> {
    const token = await relogin(this.a.account);
    if (token) this.a.account.token = token;
    else this.a = await Tenant.create();
  }
}

/**
 * A 503 the operation documents, with a code that says a service is switched off (billing before Stripe is
 * configured: issue 26 asks for 503 BILLING_OFF), is the route's answer, not a server error. Checked as every other
 * refusal: the envelope, nothing committed.
 */
const UNAVAILABLE_CODES: readonly string[] = ['BILLING_OFF'];

function deliberateUnavailable(res: ApiResult, op: Operation): boolean {
  const code = (res.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return res.status === 503 && op.statuses.includes('503') && UNAVAILABLE_CODES.includes(String(code));
}

export type Failure = {
  op: string;
  kind: string;
  problem: string;
  status: number;
  detail?: string;
  request: string;
  answer: string;
};

export type Figures = {
  requests: number;
  fiveXx: number;
  byStatus: Map<number, number>;
  /** Per operation, for the "at most a few hundred" budget. */
  byOperation: Map<string, number>;
  /** Row changes of rejected requests let through as EXPECTED_SIDE_EFFECTS, per "OP table". */
  expectedChanges: Map<string, number>;
};

export const newFigures = (): Figures => ({
  requests: 0,
  fiveXx: 0,
  byStatus: new Map(),
  byOperation: new Map(),
  expectedChanges: new Map(),
});

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const SLOW_MS = 5_000;
const KEY_LIKE = /^[a-z]+(?:\.[A-Za-z0-9_]+)+$/;

function envelopeProblem(res: ApiResult): string | undefined {
  const type = res.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return `content type "${type}" instead of application/json`;
  const body = res.body as { error?: Record<string, unknown> } | undefined;
  const error = body && typeof body === 'object' ? body.error : undefined;
  if (!error || typeof error !== 'object' || Object.keys(body!).length !== 1)
    return 'body is not { error: { code, message, fields?, details? } }';
  if (typeof error.code !== 'string' || typeof error.message !== 'string' || !error.message)
    return 'error.code or error.message missing or not a string';
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields', 'details'].includes(k));
  if (extra.length) return `error has unexpected keys ${extra.join(', ')}`;
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      return 'error.fields is not an object';
    if (Object.values(fields).some((v) => typeof v !== 'string'))
      return 'error.fields has a non-string message';
  }
  // Facts a client may act on (the clashing bookings, the current status): strings only, as documented.
  if (error.details !== undefined) {
    const details = error.details as Record<string, unknown>;
    if (typeof details !== 'object' || details === null || Array.isArray(details))
      return 'error.details is not an object';
    if (Object.values(details).some((v) => typeof v !== 'string'))
      return 'error.details has a non-string value';
  }
  return undefined;
}

function untranslated(res: ApiResult): string | undefined {
  const error = (res.body as { error?: { message?: string; fields?: Record<string, string> } }).error;
  const texts = [error?.message, ...Object.values(error?.fields ?? {})].filter(
    (t): t is string => typeof t === 'string',
  );
  const keys = texts.filter((t) => KEY_LIKE.test(t));
  return keys.length ? `untranslated message key ${keys.join(', ')}` : undefined;
}

const describeChanges = (changes: RowChange[]) =>
  [
    ...new Set(
      changes.map((c) => `${c.op} ${c.table}${c.op === 'UPDATE' ? `(${c.columns.join(', ')})` : ''}`),
    ),
  ].join('; ');

function shortAnswer(res: ApiResult): string {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return `${res.status} ${(text ?? '').slice(0, 240)}`;
}

/** Runs the cases in order; returns the failures and counts requests into `figures`. */
export async function runCases(
  op: Operation,
  cases: Case[],
  callers: Callers,
  figures: Figures,
): Promise<Failure[]> {
  const failures: Failure[] = [];
  const entry = entryFor(op);
  const doc = await openApiDocument();
  for (const [i, c] of cases.entries()) {
    const spec: RequestSpec = await c.make(callers.a, callers.b);
    const headers: Record<string, string> = { ...spec.headers };
    if (spec.auth === 'bad-token') headers.authorization = 'Bearer fuzz-not-a-session-token';
    if (spec.auth === 'malformed-header') headers.authorization = 'Basic ZnV6ejpmdXp6';
    const token = op.signedIn && spec.auth === 'tenant' ? callers.a.token : undefined;
    const filesBefore = c.upload ? await storedFileCount() : 0;
    const mark = await changeMark();
    const started = performance.now();
    let res: ApiResult;
    const fail = (problem: string, status: number, answer = '') =>
      failures.push({
        op: op.key,
        kind: c.kind,
        detail: c.detail,
        problem,
        status,
        request: describeRequest(spec),
        answer,
      });
    try {
      res = await call(spec.method, spec.path, {
        raw: spec.body ?? undefined,
        headers,
        token,
        locale: i % 2 ? 'sv' : 'en',
      });
    } catch (err) {
      fail(`the app threw instead of answering: ${String(err).slice(0, 200)}`, 0);
      continue;
    }
    const ms = performance.now() - started;
    figures.requests++;
    bump(figures.byStatus, res.status);
    bump(figures.byOperation, op.key);
    const ok = res.status >= 200 && res.status < 300;

    if (res.status >= 500 && !deliberateUnavailable(res, op)) {
      figures.fiveXx++;
      fail(`${res.status} server error`, res.status, shortAnswer(res));
    }
    if (!ok) {
      const problem = envelopeProblem(res) ?? untranslated(res);
      if (problem) fail(problem, res.status, shortAnswer(res));
      const all = await changesSince(mark);
      for (const ch of all.filter(isExpected)) bump(figures.expectedChanges, `${ch.op} ${ch.table}`);
      const changes = all.filter((ch) => !isExpected(ch));
      if (changes.length)
        fail(`rejected, yet committed: ${describeChanges(changes)}`, res.status, shortAnswer(res));
      if (c.upload && (await storedFileCount()) > filesBefore)
        fail('rejected upload left a file in storage', res.status, shortAnswer(res));
    }
    // A 5xx is already reported; the expected status would only say it twice.
    if (c.expect?.status && !c.expect.status.includes(res.status) && res.status < 500)
      fail(`expected ${c.expect.status.join(' or ')}`, res.status, shortAnswer(res));
    if (c.expect?.field && c.expect.status?.includes(res.status) && !ok) {
      const fields = (res.body as { error?: { fields?: Record<string, string> } })?.error?.fields ?? {};
      if (!(c.expect.field in fields))
        fail(`error.fields does not name ${c.expect.field}`, res.status, shortAnswer(res));
    }
    const schema = op.body['application/json'];
    if (c.checkDocument && ok && schema && spec.json !== undefined) {
      const violations = schemaViolations(schema, spec.json);
      if (violations.length)
        fail("accepted, but the OpenAPI document's schema refuses it", res.status, violations.join('; '));
    }
    const documentedAnswer = ok ? op.responses[String(res.status)] : undefined;
    if (documentedAnswer && (res.headers.get('content-type') ?? '').includes('json')) {
      const violations = schemaViolations(documentedAnswer, res.body, 'answer', (s) => resolve(doc, s));
      if (violations.length)
        fail(
          'the answer is not what the OpenAPI document describes',
          res.status,
          violations.slice(0, 5).join('; '),
        );
    }
    if (!c.outside && res.status < 500 && !op.statuses.includes(String(res.status)))
      fail(`status ${res.status} is not documented for this operation`, res.status, shortAnswer(res));
    if (ms > SLOW_MS) fail(`took ${Math.round(ms)} ms`, res.status);
    if (({} as Record<string, unknown>).fuzzPolluted !== undefined)
      fail('Object.prototype was polluted', res.status);

    // Keep the caller signed in for the next case.
    if (ok && spec.auth === 'tenant' && entry?.after2xx) {
      if (entry.after2xx === 'relogin') await callers.renew();
      else if (entry.after2xx === 'new-account') callers.a = await Tenant.create();
      else entry.after2xx(callers.a, res, spec.json);
    } else if (
      op.signedIn &&
      spec.auth === 'tenant' &&
      res.status === 401 &&
      !(await tokenWorks(callers.a.account))
    ) {
      fail('a rejected request ended the session', res.status, shortAnswer(res));
      await callers.renew();
    }
  }
  return failures;
}

/** Failures as grouped text: one block per input kind and problem, with how many requests and one to replay. */
export function formatFailures(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.kind} → ${f.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const blocks = [...groups.entries()].map(([key, list]) => {
    const statuses = [...new Set(list.map((f) => f.status))].join(', ');
    const details = [...new Set(list.map((f) => f.detail).filter(Boolean))];
    const shortest = list.reduce((a, b) => (b.request.length < a.request.length ? b : a));
    return [
      `• ${key} — ${list.length} request(s), status ${statuses}`,
      details.length
        ? `    where: ${details.slice(0, 12).join(' | ')}${details.length > 12 ? ` | … (${details.length})` : ''}`
        : '',
      `    replay: ${shortest.request.replace(/\n/g, '\n            ')}`,
      shortest.answer ? `    answer: ${shortest.answer}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return blocks.join('\n');
}

/** Across operations: each input kind and problem, with the operations it hit. */
export function summarizeFailures(failures: Failure[]): string {
  const groups = new Map<string, Set<string>>();
  for (const f of failures) {
    const key = `${f.kind} → ${f.problem}`;
    groups.set(key, (groups.get(key) ?? new Set()).add(f.op));
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.size - a.size)
    .map(([key, opsHit]) => `  ${key}: ${opsHit.size} operation(s): ${[...opsHit].join(', ')}`)
    .join('\n');
}
