// Seats: how many staff members count for the account's plan — the active ones who accepted their invitation (the
// owner is not a seat). Recorded now; the subscription issue prices it.
import 'server-only';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { staffProfiles } from '@/server/db/schema';

export async function activeStaffSeats(ctx: Pick<TenantContext, 'db' | 'ferrierId'>): Promise<number> {
  const [row] = await ctx.db
    .select({ seats: count() })
    .from(staffProfiles)
    .where(
      and(
        eq(staffProfiles.ferrierId, ctx.ferrierId),
        eq(staffProfiles.status, 'active'),
        isNotNull(staffProfiles.acceptedAt),
      ),
    );
  return row?.seats ?? 0;
}
