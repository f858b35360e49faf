// Benchmark (not a test; it never fails on timing) of issue 23's scale: journals/list and its search at 1,000 and at
// 100,000 journals in one account — p50/p95 of sequential calls and the growth of p95 between the two (the issue asks
// ≤ 1.5×). The list's use case is called as the API calls it: as the tenant, through the app role that row-level
// security binds (server/db/tenant.ts, inTenant), on the real schema, indexes and search view; HTTP and JSON around
// it cost the same at both sizes, so what grows is measured here without a production build. Run:
// npm run bench:journals (also part of npm run bench). Results are printed and written to bench/results/journals.json.
//
// Env: BENCH_REQUESTS (200) calls a round and BENCH_ROUNDS (5) rounds per scenario, each figure the median of its
// rounds'; BENCH_JOURNALS_SMALL=1 for a trial run (1,000 and 10,000 journals, 2 rounds of 30 calls, no results file).
import { runListBench } from './support/list-bench';

await runListBench({
  name: 'journals',
  results: 'journals',
  trialFlag: 'BENCH_JOURNALS_SMALL',
  noun: 'journals',
  registers: 1_000,
  /**
   * Journals `from`…`to` (numbers) of the account, spread over five years back, each on one of its horses and that
   * horse's owner, as recorded; 19 of 20 signed (locked), every other one sent.
   */
  seed: async (sql, { ferrierId, userId }, from, to) => {
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
  },
  loadList: async () => {
    const { listJournals } = await import('@/server/journals/read-journals');
    const { journalListQuery } = await import('@/lib/validation/journal');
    return (ctx, query) => listJournals(ctx, { input: journalListQuery.parse(query) });
  },
  scenarios: async (sql, { ferrierId }) => {
    const [horse] = await sql<{ id: string; customerId: string }[]>`
      select id, customer_id as "customerId" from animals where ferrier_id = ${ferrierId} order by id limit 1`;
    return [
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
});
