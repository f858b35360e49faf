// The list benchmarks' frame (journals/list, invoices/list): an account with its registers in a database of the
// bench's own, the list's use case called as the API calls it (as the tenant, through the app role that row-level
// security binds: server/db/tenant.ts, inTenant), timed at each size as rows are added, and the growth of p95
// between the smallest and the largest size (the issues ask ≤ 1.5×).
import path from 'node:path';
import postgres from 'postgres';
import { LIST_LIMIT_DEFAULT } from '@/lib/validation/list';
import { ensureAuthSecret } from '@/scripts/runtime';
import type { TestDatabase } from '@/tests/support/test-database';
import { createAccount, insertRegisters } from './bulk-registers';
import { timeCalls, timed } from './percentiles';

/**
 * A list bench's sizes and calls: 1,000 and 100,000 rows; 5 rounds (BENCH_ROUNDS) of 200 timed calls a scenario
 * (BENCH_REQUESTS) after 20; a trial run (`trialFlag`=1) 1,000 and 10,000 rows, 2 rounds of 30 calls, and no
 * results file.
 */
export function listBenchSettings(trialFlag: string) {
  const small = process.env[trialFlag] === '1';
  return {
    small,
    sizes: small ? [1_000, 10_000] : [1_000, 100_000],
    requests: Number(process.env.BENCH_REQUESTS || (small ? 30 : 200)),
    rounds: Number(process.env.BENCH_ROUNDS || (small ? 2 : 5)),
    warmup: 20,
  };
}

/** The account's owner as the tenant (inTenant's caller), with the account and its registers made. */
export async function benchTenant(
  db: TestDatabase,
  { email, registers }: { email: string; registers: number },
) {
  process.env.DATA_DIR = path.resolve('.data/bench');
  process.env.DATABASE_URL = db.url;
  process.env.APP_DATABASE_URL = db.appUrl;
  await ensureAuthSecret();
  // Loaded once the database is known: the tenant handle reads APP_DATABASE_URL on first use.
  const { inTenant, closeTenantDb } = await import('@/server/db/tenant');
  const { logger } = await import('@/server/logger');

  const account = await createAccount(db.url, email, 'Bänk-Lösen-2026!');
  await insertRegisters(db.url, account.ferrierId, registers);
  const owner = postgres(db.url, { max: 1, onnotice: () => {} });
  const [user] = await owner<{ id: string }[]>`select id from users where ferrier_id = ${account.ferrierId}`;
  await owner.end({ timeout: 5 });
  const caller = {
    ferrierId: account.ferrierId,
    userId: user!.id,
    role: 'owner' as const,
    locale: 'sv' as const,
    log: logger,
  };
  return { caller, inTenant, closeTenantDb };
}

export type Scenario = [name: string, query: Record<string, string>];

export interface ScalingOptions {
  sizes: readonly number[];
  requests: number;
  /** Rounds over all scenarios; a scenario's p50 and p95 are the medians of its rounds'. */
  rounds: number;
  warmup: number;
  /** What the rows are called in the log: "journals". */
  noun: string;
  /** Adds rows `from`…`to` (numbers). */
  seed: (from: number, to: number) => Promise<void>;
  /** The scenarios at the size just seeded (a deep page's cursor is read here, not timed). */
  scenarios: () => Promise<Scenario[]>;
  list: (query: Record<string, string>) => Promise<{ data: unknown[] }>;
  log: (message: string) => void;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Per scenario: p50 and p95 at the smallest and the largest size, the growth of p95, the rows of its page at both.
 * At a few milliseconds one p95 of 200 calls moves with whatever else the machine does for a second (one run's growth
 * was 1.9× where the next minute's was 1.3×), so the scenarios take turns in rounds and each figure is the median of
 * its rounds': a passing disturbance lands in one round of one scenario, not in the figure.
 */
export async function listScaling({
  sizes,
  requests,
  rounds,
  warmup,
  noun,
  seed,
  scenarios,
  list,
  log,
}: ScalingOptions) {
  const results: Record<string, Record<string, { p50: number; p95: number; rows: number }>> = {};
  const [lo, hi] = [sizes[0]!, sizes[sizes.length - 1]!];
  let seeded = 0;
  for (const size of sizes) {
    const started = performance.now();
    await seed(seeded + 1, size);
    seeded = size;
    log(`${size} ${noun} (${((performance.now() - started) / 1000).toFixed(1)} s to seed).`);
    const cases = await scenarios();
    // A scenario whose page held fewer rows at the smallest size is also timed here asking for just that many
    // (`limit`), so its growth compares the same work on a larger table, not a fuller page with a sparser one.
    const sameRows: Scenario[] =
      size === lo
        ? []
        : cases.flatMap(([name, query]): Scenario[] => {
            const rows = results[name]?.[lo]?.rows;
            return rows !== undefined && rows > 0 && !query.limit && rows < LIST_LIMIT_DEFAULT
              ? [[sameRowsName(name), { ...query, limit: String(rows) }]]
              : [];
          });
    const byRound = new Map<string, { p50: number[]; p95: number[]; rows: number }>();
    for (let round = 0; round < rounds; round++)
      for (const [name, query] of [...cases, ...sameRows]) {
        // The warm-up once per scenario and size: later rounds find its plan and pages warm.
        const { times, last } = await timeCalls(() => list(query), {
          runs: requests,
          warmup: round ? 0 : warmup,
        });
        const { p50, p95 } = timed(name, times, 2);
        const seen = byRound.get(name) ?? { p50: [], p95: [], rows: 0 };
        byRound.set(name, { p50: [...seen.p50, p50], p95: [...seen.p95, p95], rows: last.data.length });
      }
    for (const [name, { p50, p95, rows }] of byRound)
      (results[name] ??= {})[size] = { p50: median(p50), p95: median(p95), rows };
  }
  return Object.entries(results)
    .filter(([, by]) => by[lo])
    .map(([scenario, by]) => {
      const same = results[sameRowsName(scenario)]?.[hi];
      return {
        scenario,
        [`p50 @${lo}`]: by[lo]!.p50,
        [`p95 @${lo}`]: by[lo]!.p95,
        [`p50 @${hi}`]: by[hi]!.p50,
        [`p95 @${hi}`]: by[hi]!.p95,
        [`rows @${lo}`]: by[lo]!.rows,
        [`rows @${hi}`]: by[hi]!.rows,
        // The full page at the largest size against fewer rows at the smallest: the growth includes the page.
        'p95 growth, as asked': +(by[hi]!.p95 / by[lo]!.p95).toFixed(2),
        [`p95 @${hi}, rows @${lo}`]: same?.p95 ?? by[hi]!.p95,
        // Like with like: the same number of rows at both sizes (the figure held against the 1.5×).
        'p95 growth': +((same?.p95 ?? by[hi]!.p95) / by[lo]!.p95).toFixed(2),
      };
    });
}

const sameRowsName = (scenario: string) => `${scenario}, same rows`;

/** The table, and the largest growth of p95 against the 1.5×. */
export function printScaling(
  title: string,
  table: Array<Record<string, unknown>>,
  log: (message: string) => void,
) {
  console.log(`\n${title}`);
  console.table(table);
  const worst = Math.max(...table.map((r) => r['p95 growth'] as number));
  log(`Largest p95 growth with the same rows at both sizes: ${worst}× (the issue asks ≤ 1.5×).`);
}
