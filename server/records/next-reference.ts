// Readable numbers of the records with a life — B-2026-0042 for bookings, J- for journals, an invoice series — per
// account, series and year, from one counter row raised by an upsert in the transaction that saves the record: two
// records saved at the same moment never share a number (the row lock orders them), and a transaction that fails
// takes its number back with it, so the numbers have no gaps (as Swedish bookkeeping asks of invoices).
import 'server-only';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';

/** The next number of the series in the year, e.g. nextReference(ctx, 'B', 2026) → 'B-2026-0042'. */
export async function nextReference(ctx: TenantContext, series: string, year: number): Promise<string> {
  const [row] = await ctx.db.execute<{ last: number }>(sql`
    insert into reference_counters (ferrier_id, kind, year, last) values (${ctx.ferrierId}, ${series}, ${year}, 1)
    on conflict (ferrier_id, kind, year) do update set last = reference_counters.last + 1
    returning last`);
  return `${series}-${year}-${String(row!.last).padStart(4, '0')}`;
}
