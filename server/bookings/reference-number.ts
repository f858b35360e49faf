// Readable booking numbers, B-2026-0042: per account and year, from one counter row raised by an upsert, so two
// bookings saved at the same moment never share a number (the row lock orders them) and numbers have no gaps.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';

export async function nextBookingReference(ctx: TenantContext, year: number): Promise<string> {
  const [row] = await ctx.db.execute<{ last: number }>(sql`
    insert into reference_counters (ferrier_id, kind, year, last) values (${ctx.ferrierId}, 'booking', ${year}, 1)
    on conflict (ferrier_id, kind, year) do update set last = reference_counters.last + 1
    returning last`);
  return `B-${year}-${String(row!.last).padStart(4, '0')}`;
}
