// Bulk bookings for bench/bookings.ts, written by the owner in a few statements on a tenant that already has its
// customers and animals (bulk-registers.ts): `spread` bookings over a year — from 179 days back, so the feed holds
// them all — around one calendar `month` that gets `month.count` bookings of its own. Each has one to three horses,
// one or two planned services, a reference number, and notes on every third; every 25th is cancelled, past ones
// are completed. All are the user's (assigned_user_id), as a one-person business has them.
import postgres from 'postgres';

export type BookingSeed = {
  ferrierId: string;
  userId: string;
  spread: number;
  /** Swedish dates, both inclusive: the calendar month the list scenario loads. */
  month: { from: string; to: string; count: number };
};

const NOTES = 'Ring 30 min innan. Hästen är skygg för sprutor; ta med extra söm och hovkitt.';

export async function insertBookings(url: string, seed: BookingSeed): Promise<void> {
  const { ferrierId: f, userId: u, spread, month } = seed;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into services (ferrier_id, name, price_ore, unit, vat_percent)
      values (${f}, 'Skoning runt om', 145000, 1, 25), (${f}, 'Verkning', 60000, 1, 25),
             (${f}, 'Resa', 25000, 1, 25)`;
    const [{ days } = { days: 0 }] = await sql<{ days: number }[]>`
      select (${month.to}::date - ${month.from}::date + 1)::int as days`;
    // The year around the month: day k of the 365 - days others, the month's days jumped over.
    const starts = sql`
      select i, 'S' as kind,
             ((case when current_date + d >= ${month.from}::date then current_date + d + ${days}::int
                    else current_date + d end) + make_interval(hours => 7 + i % 10))
               at time zone 'Europe/Stockholm' as start_at
      from (select i, -179 + ((i - 1) * (365 - ${days}::int)) / ${spread}::int as d
            from generate_series(1, ${spread}::int) i) x
      union all
      select i, 'M',
             ((${month.from}::date + i % ${days}::int)
                + make_interval(hours => 7 + (i / ${days}::int) % 11, mins => 30 * (i % 2)))
               at time zone 'Europe/Stockholm'
      from generate_series(1, ${month.count}::int) i`;
    await sql`
      with a as (
        select id, customer_id, address, postal_code, city,
               row_number() over (order by id) - 1 as n, count(*) over () as total
        from animals where ferrier_id = ${f})
      insert into bookings (ferrier_id, start_at, end_at, customer_id, assigned_user_id, address, postal_number,
                            city, reference_number, status, sequence, notes)
      select ${f}, t.start_at, t.start_at + interval '90 minutes', a.customer_id, ${u}, a.address, a.postal_code,
             a.city, 'B-BENCH-' || t.kind || t.i,
             case when t.i % 25 = 0 then 'cancelled'::booking_status
                  when t.start_at < now() then 'completed'::booking_status
                  else 'active'::booking_status end,
             t.i % 4, case when t.i % 3 = 0 then ${NOTES} end
      from (${starts}) t join a on a.n = (t.i * 7) % a.total`;
    await sql`
      with a as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
                 from animals where ferrier_id = ${f}),
           b as (select id, row_number() over (order by id) as r from bookings where ferrier_id = ${f})
      insert into booking_animals (ferrier_id, booking_id, animal_id, position)
      select ${f}, b.id, a.id, j
      from b cross join lateral generate_series(0, (b.r % 3)::int) j
      join a on a.n = (b.r * 7 + j) % a.total`;
    await sql`
      with s as (select id, row_number() over (order by name) - 1 as n from services where ferrier_id = ${f}),
           b as (select id, row_number() over (order by id) as r from bookings where ferrier_id = ${f})
      insert into booking_services (ferrier_id, booking_id, service_id, quantity, position)
      select ${f}, b.id, s.id, 1 + (b.r % 2)::int, s.n
      from b join s on s.n <= b.r % 2`;
    // As autovacuum leaves them: fresh statistics, pages all-visible.
    await sql`vacuum analyze bookings, booking_animals, booking_services, services`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
