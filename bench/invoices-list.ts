// Benchmark (not a test; it never fails on timing) of issue 24's scale: invoices/list — a page and the sums of its
// filter — at 1,000 and at 100,000 invoices in one account: p50/p95 of sequential calls and the growth of p95 between
// the two (the issue asks ≤ 1.5×). The list's use case is called as the API calls it: as the tenant, through the app
// role that row-level security binds (server/db/tenant.ts, inTenant), on the real schema and indexes; HTTP and JSON
// around it cost the same at both sizes. Run: npm run bench:invoices (also part of npm run bench). Results are printed
// and written to bench/results/invoices-list.json.
//
// Env: BENCH_REQUESTS (200) calls a round and BENCH_ROUNDS (5) rounds per scenario, each figure the median of its
// rounds'; BENCH_INVOICES_SMALL=1 for a trial run (1,000 and 10,000 invoices, 2 rounds of 30 calls, no results file).
import { runListBench } from './support/list-bench';

await runListBench({
  name: 'invoices',
  results: 'invoices-list',
  trialFlag: 'BENCH_INVOICES_SMALL',
  noun: 'invoices',
  registers: 1_000,
  /**
   * Invoices `from`…`to` (numbers) of the account over five years back, each to one of its customers with two lines
   * (one in 20 to the first customer, a riding school with a full page of invoices already at 1,000, so "one
   * customer" compares a page with a page rather than 1 invoice with 50);
   * the older ones paid (most sent and locked), one in 20 still a draft, the last 60 days' registered or sent, so the
   * unpaid share stays what a working account has.
   */
  seed: async (sql, { ferrierId, userId }, from, to) => {
    await sql`
      with c as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from customers where ferrier_id = ${ferrierId}),
      made as (
        insert into invoices (ferrier_id, customer_id, invoice_date, supply_date, due_date, invoice_number, status,
                              net_total_ore, vat_total_ore, rounding_ore, grand_total_ore, sent_at, paid_at,
                              locked_at, registered_at, ocr_reference, created_by_user_id)
        select ${ferrierId}, c.id, d.day, d.day, d.day + 30,
               case when i % 20 = 0 then null else i::text end,
               (case when i % 20 = 0 then 'draft' when d.day > current_date - 60 then
                  (case when i % 2 = 0 then 'sent' else 'registered' end) else 'paid' end)::invoice_status,
               160000 + i % 1000, 40000 + i % 250, 0, 200000 + i % 1000 + i % 250,
               case when i % 20 <> 0 and i % 2 = 0 then now() end,
               case when i % 20 <> 0 and d.day <= current_date - 60 then now() end,
               case when i % 20 <> 0 and i % 2 = 0 then now() end,
               case when i % 20 <> 0 then now() end,
               case when i % 20 <> 0 then i::text || '0' end,
               ${userId}
        from generate_series(${from}::int, ${to}::int) i
          join c on c.n = case when i % 20 = 1 then 0 else i % c.total end
          cross join lateral (select current_date - (i * 7919) % 1825 as day) d
        returning id, ferrier_id)
      insert into invoice_lines (ferrier_id, invoice_id, kind, name, quantity, price_per_unit_ore, vat_percent,
                                 line_total_ore, vat_amount_ore, position)
      select made.ferrier_id, made.id, 'other', l.name, 1, l.price, 25, l.price, l.price / 4, l.position
      from made cross join (values ('Skoning runt om', 145000, 0), ('Hovolja', 15000, 1)) as l(name, price, position)`;
    await sql`vacuum analyze invoices, invoice_lines`;
  },
  loadList: async () => {
    const { listInvoices } = await import('@/server/invoices/read-invoices');
    const { invoiceListQuery } = await import('@/lib/validation/invoice');
    return (ctx, query) => listInvoices(ctx, { input: invoiceListQuery.parse(query) });
  },
  scenarios: async (sql, { ferrierId }) => {
    const [customer] = await sql<{ id: string }[]>`
      select id from customers where ferrier_id = ${ferrierId} order by id limit 1`;
    return [
      ['status=unpaid', { status: 'unpaid' }],
      ['status=overdue', { status: 'overdue' }],
      ['status=draft', { status: 'draft' }],
      ['a period of one month', { from: '2025-03-01', to: '2025-03-31' }],
      ['one customer', { customerId: customer!.id }],
      ['search, common (ström)', { search: 'ström' }],
      ['search, rare (a number)', { search: '999' }],
    ];
  },
});
