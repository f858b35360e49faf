// Benchmark (not a test; it never fails on timing) of issue 23's scale: journals/list and its search at 1,000 and at
// 100,000 journals in one account — p50/p95 of sequential calls and the growth of p95 between the two (the issue asks
// ≤ 1.5×). The list's use case is called as the API calls it: as the tenant, through the app role that row-level
// security binds (server/db/tenant.ts, inTenant), on the real schema, indexes and search view; HTTP and JSON around
// it cost the same at both sizes, so what grows is measured here without a production build. Run:
// npm run bench:journals (also part of npm run bench). Results are printed and written to bench/results/journals.json.
//
// Env: BENCH_REQUESTS (200) per scenario; BENCH_JOURNALS_SMALL=1 for a trial run (1,000 and 10,000 journals, 30
// calls, no results file).
import postgres from 'postgres';
import { createTestDatabase } from '@/tests/support/test-database';
import {
  benchTenant,
  listBenchSettings,
  listScaling,
  printScaling,
  type Scenario,
} from './support/list-scaling';
import { saveResults } from './support/results-file';

const { small, sizes: SIZES, requests: REQUESTS, warmup: WARMUP } = listBenchSettings('BENCH_JOURNALS_SMALL');
const HORSES = 1_000;

const log = (m: string) => console.log(`[bench:journals] ${m}`);

/**
 * Journals `from`…`to` (numbers) of the account, spread over five years back, each on one of its horses and that
 * horse's owner, as recorded; 19 of 20 signed (locked), every other one sent.
 */
async function insertJournals(url: string, ferrierId: string, userId: string, from: number, to: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`
      with a as (
        select a.id, a.name, a.customer_id, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as owner_name,
               row_number() over (order by a.id) - 1 as n, count(*) over () as total
        from animals a left join customers c on c.id = a.customer_id
        where a.ferrier_id = ${ferrierId})
      insert into journals (ferrier_id, reference_number, status, animal_id, customer_id, created_by_user_id,
                            treatment_date, animal_name, owner_name, findings, signed_at, signed_by_user_id,
                            locked_at, sent_at)
      select ${ferrierId}, 'J-' || (2021 + i % 5) || '-' || lpad(i::text, 6, '0'),
             case when i % 20 = 0 then 'draft'::journal_status else 'signed'::journal_status end,
             a.id, a.customer_id, ${userId}, current_date - (i * 7919) % 1825, a.name, a.owner_name,
             'Verkning och skoning runt om; lätt hälta vänster fram.',
             case when i % 20 <> 0 then now() end, case when i % 20 <> 0 then ${userId}::uuid end,
             case when i % 20 <> 0 then now() end, case when i % 20 <> 0 and i % 2 = 0 then now() end
      from generate_series(${from}::int, ${to}::int) i join a on a.n = i % a.total`;
    await sql`vacuum analyze journals`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const db = await createTestDatabase('bench_journals');
try {
  const { caller, inTenant, closeTenantDb } = await benchTenant(db, {
    email: 'bench-journals@hovbook.se',
    registers: HORSES,
  });
  const { listJournals } = await import('@/server/journals/read-journals');
  const { journalListQuery } = await import('@/lib/validation/journal');
  const owner = postgres(db.url, { max: 1, onnotice: () => {} });
  const [horse] = await owner<{ id: string; customerId: string }[]>`
    select id, customer_id as "customerId" from animals where ferrier_id = ${caller.ferrierId} order by id limit 1`;
  await owner.end({ timeout: 5 });
  const list = (query: Record<string, string>) =>
    inTenant(caller, (ctx) => listJournals(ctx, { input: journalListQuery.parse(query) }));

  const table = await listScaling({
    sizes: SIZES,
    requests: REQUESTS,
    warmup: WARMUP,
    noun: 'journals',
    seed: (from, to) => insertJournals(db.url, caller.ferrierId, caller.userId, from, to),
    scenarios: async (): Promise<Scenario[]> => {
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) cursor = (await list(cursor ? { cursor } : {})).nextCursor;
      return [
        ['first page (50)', {}],
        ['page 21 (cursor)', cursor ? { cursor } : {}],
        ['status=unsigned', { status: 'unsigned' }],
        ['status=sent', { status: 'sent' }],
        ['a period of one month', { from: '2025-03-01', to: '2025-03-31' }],
        ['one horse', { animalId: horse!.id }],
        ['one keeper', { customerId: horse!.customerId }],
        ['search, common (ström)', { search: 'ström' }],
        ['search, rare (a number)', { search: 'J-2025-000999' }],
        ['search, none found', { search: 'zzyzx' }],
      ];
    },
    list,
    log,
  });
  await closeTenantDb();

  const [lo, hi] = SIZES as [number, number];
  printScaling(`journals/list at ${lo} and ${hi} journals; ${REQUESTS} calls each (ms):`, table, log);
  await saveResults(
    'journals',
    { settings: { sizes: SIZES, requests: REQUESTS }, results: table },
    { trial: small ? 'BENCH_JOURNALS_SMALL=1' : undefined, log },
  );
} finally {
  await db.drop();
}
