// One list benchmark from start to end (bench/journals.ts, bench/invoices-list.ts): a database of its own with an
// account and its registers, the bench's rows seeded size by size, its scenarios (after the first page and page 21,
// which every list has) timed (listScaling), the table
// printed and written to bench/results/<results>.json (not on a trial run), the database dropped.
import postgres from 'postgres';
import type { TenantContext } from '@/server/context';
import { createTestDatabase } from '@/tests/support/test-database';
import { benchTenant, listBenchSettings, listScaling, printScaling, type Scenario } from './list-scaling';
import { saveResults } from './results-file';

type Query = Record<string, string>;
type ListCall = (ctx: TenantContext, query: Query) => Promise<{ data: unknown[]; nextCursor: string | null }>;

export interface ListBench {
  /** The bench's short name: its database (bench_<name>), account (bench-<name>@hovbook.se) and log tag. */
  name: string;
  /** Its results file, bench/results/<results>.json. */
  results: string;
  /** The env flag of a trial run (BENCH_JOURNALS_SMALL). */
  trialFlag: string;
  /** What the rows are called: "journals" (the list is `${noun}/list`). */
  noun: string;
  /** Customers and horses of the account before the rows are seeded. */
  registers: number;
  /** Adds the account's rows `from`…`to` (numbers), as the database owner (no row-level security). */
  seed: (
    sql: postgres.Sql,
    account: { ferrierId: string; userId: string },
    from: number,
    to: number,
  ) => Promise<void>;
  /** The list's use case, loaded once the database is known (the tenant handle reads its address on first use). */
  loadList: () => Promise<ListCall>;
  /** The bench's own scenarios at the size just seeded, after the first page and page 21; `sql` as in seed. */
  scenarios: (sql: postgres.Sql, account: { ferrierId: string }) => Promise<Scenario[]>;
}

export async function runListBench(bench: ListBench) {
  const { small, sizes, requests, rounds, warmup } = listBenchSettings(bench.trialFlag);
  const log = (m: string) => console.log(`[bench:${bench.name}] ${m}`);
  const db = await createTestDatabase(`bench_${bench.name}`);
  try {
    const { caller, inTenant, closeTenantDb } = await benchTenant(db, {
      email: `bench-${bench.name}@hovbook.se`,
      registers: bench.registers,
    });
    const listCall = await bench.loadList();
    const list = (query: Query) => inTenant(caller, (ctx) => listCall(ctx, query));
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    let table;
    try {
      table = await listScaling({
        sizes,
        requests,
        rounds,
        warmup,
        noun: bench.noun,
        seed: (from, to) => bench.seed(sql, caller, from, to),
        scenarios: async (): Promise<Scenario[]> => {
          // Page 21's cursor, read here and not timed.
          let cursor: string | null = null;
          for (let page = 0; page < 20; page++) cursor = (await list(cursor ? { cursor } : {})).nextCursor;
          return [
            ['first page (50)', {}],
            ['page 21 (cursor)', cursor ? { cursor } : {}],
            ...(await bench.scenarios(sql, caller)),
          ];
        },
        list,
        log,
      });
    } finally {
      await sql.end({ timeout: 5 });
      await closeTenantDb();
    }

    const [lo, hi] = sizes as [number, number];
    printScaling(
      `${bench.noun}/list at ${lo} and ${hi} ${bench.noun}; ${rounds} rounds of ${requests} calls each, medians (ms):`,
      table,
      log,
    );
    await saveResults(
      bench.results,
      { settings: { sizes, requests, rounds }, results: table },
      { trial: small ? `${bench.trialFlag}=1` : undefined, log },
    );
  } finally {
    await db.drop();
  }
}
