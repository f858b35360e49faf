// Account cancellation (spec 1: data kept 30 days after cancellation) and the purge that follows it.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { todayInStockholm } from '@/lib/time-zone';
import { assertCan } from '@/server/access/can';
import { ferriers, sessions, users } from '@/server/db/schema';
import type { TenantContext } from '@/server/context';
import { assertOwnTenant } from './profile';

export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function cancelAccount(ctx: TenantContext, { id }: { id: string }) {
  const now = new Date();
  assertOwnTenant(ctx, id);
  assertCan(ctx, 'account.cancel');
  // Purge dates are whole Swedish days.
  const purgeAfter = todayInStockholm(new Date(now.getTime() + RETENTION_DAYS * DAY_MS));
  // One transaction (the use case's): the account is cancelled and every session of its users ends, or neither.
  await ctx.db
    .update(ferriers)
    .set({ status: 'cancelled', cancelledAt: now, purgeAfter })
    .where(eq(ferriers.id, ctx.ferrierId));
  const members = ctx.db.select({ id: users.id }).from(users).where(eq(users.ferrierId, ctx.ferrierId));
  await ctx.db.delete(sessions).where(inArray(sessions.userId, members));
  return { cancelled: true as const, purgeAfter };
}

// The purge runs as a daily job (server/jobs); it lives apart so the job worker need not load the auth stack.
export { purgeCancelledAccounts } from './purge-accounts';
