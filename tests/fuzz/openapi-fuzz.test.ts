// Every operation of the OpenAPI document gets hostile and malformed input: fixed cases derived from its
// description plus seeded fast-check cases. FUZZ_SEED reproduces a run, FUZZ_RUNS sets the random cases per
// operation (default 40). Nothing here is written per operation: new operations are fuzzed as soon as they are
// documented (with a registry entry when they take a body or an {id}). One operation alone:
// npx vitest run --project fuzz tests/fuzz/openapi-fuzz.test.ts -t 'POST /customers/create'
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountRows } from '../support/tenant-rows';
import { installChangeLog } from './support/change-log';
import { fixedCases } from './support/fixed-cases';
import { generatedCases } from './support/generated-cases';
import { operations } from './support/operations';
import { missingRegistryEntries } from './support/coverage';
import {
  Callers,
  formatFailures,
  newFigures,
  runCases,
  summarizeFailures,
  type Failure,
} from './support/runner';
import { Tenant } from './support/tenants';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 40);
const ops = await operations();
const documented = new Set(ops.map((o) => o.key));

/** A seed per operation, so one operation's cases do not depend on which others ran (vitest -t). */
function seedFor(key: string): number {
  let h = seed | 0;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

const figures = newFigures();
const failing = new Map<string, number>();
const allFailures: Failure[] = [];
let callers: Callers;
let bRowsBefore: string;
const started = Date.now();

beforeAll(async () => {
  console.log(`OpenAPI fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} (set both to replay this run)`);
  await installChangeLog();
  const [a, b] = await Promise.all([Tenant.create(), Tenant.create()]);
  await b.allIds(); // the other tenant owns one thing of every kind, for other-tenant ids
  callers = new Callers(a, b);
  bRowsBefore = JSON.stringify([...(await accountRows(b.account.ferrierId))]);
});

afterAll(() => {
  const aliases = ops.filter((o) => o.aliasOf).length;
  const perOp = [...figures.byOperation.values()];
  const expected = [...figures.expectedChanges.entries()].map(([k, n]) => `${k}×${n}`).join(', ') || 'none';
  const statuses = [...figures.byStatus.entries()]
    .sort(([x], [y]) => x - y)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    [
      `OpenAPI fuzz figures (FUZZ_SEED=${seed} FUZZ_RUNS=${runs}):`,
      `  operations: ${ops.length - aliases} documented + ${aliases} undocumented alias(es), ` +
        `requests: ${figures.requests} (${Math.min(...perOp)}–${Math.max(...perOp)} per operation), ` +
        `5xx: ${figures.fiveXx}, failing operations: ${failing.size}, ${Math.round((Date.now() - started) / 1000)} s`,
      `  statuses: ${statuses}`,
      `  expected side effects of rejected requests (not counted as changes): ${expected}`,
      ...[...failing.entries()].map(([op, n]) => `  ✗ ${op}: ${n} failing request(s)`),
      allFailures.length ? `By input kind and problem:\n${summarizeFailures(allFailures)}` : '',
    ].join('\n'),
  );
});

describe('OpenAPI fuzz: no 5xx, the error envelope, and no change from a rejected request', () => {
  for (const op of ops) {
    test(op.key, async () => {
      const missing = missingRegistryEntries(op);
      expect(missing, missing.join('\n')).toEqual([]);
      const cases = [...fixedCases(op, documented), ...generatedCases(op, seedFor(op.key), runs)];
      const failures = await runCases(op, cases, callers, figures);
      const bRowsAfter = JSON.stringify([...(await accountRows(callers.b.account.ferrierId))]);
      if (bRowsAfter !== bRowsBefore) {
        failures.push({
          op: op.key,
          kind: 'any',
          problem: "the other tenant's rows changed",
          status: 0,
          request: '(one of this operation’s requests; run it alone with vitest -t)',
          answer: '',
        });
        bRowsBefore = bRowsAfter;
      }
      if (failures.length) failing.set(op.key, failures.length);
      allFailures.push(...failures);
      if (failures.length)
        throw new Error(`${op.key}: ${failures.length} failing request(s)\n${formatFailures(failures)}`);
    });
  }
});
