// Account cancellation (spec 1: data kept 30 days after cancellation) and the purge that follows it.
import { eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db';
import { ferriers, sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { TenantContext } from '@/server/context';
import { assertOwnTenant } from './profile';

export const RETENTION_DAYS = 30;

/** The calendar date in Stockholm, days from now: purge dates are whole Swedish days. */
export function stockholmDate(now: Date, plusDays = 0): string {
  const shifted = new Date(now.getTime() + plusDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(shifted);
}

export async function cancelAccount(ctx: TenantContext, id: string, now = new Date()) {
  assertOwnTenant(ctx, id);
  if (ctx.role !== 'owner') throw new AppError('FORBIDDEN');
  const purgeAfter = stockholmDate(now, RETENTION_DAYS);
  await db().transaction(async (tx) => {
    await tx
      .update(ferriers)
      .set({ status: 'cancelled', cancelledAt: now, purgeAfter })
      .where(eq(ferriers.id, ctx.ferrierId));
    const members = tx.select({ id: users.id }).from(users).where(eq(users.ferrierId, ctx.ferrierId));
    await tx.delete(sessions).where(inArray(sessions.userId, members));
  });
  return { cancelled: true as const, purgeAfter };
}

// The purge runs as a daily job (server/jobs); it lives apart so the job worker need not load the auth stack.
export { purgeCancelledAccounts } from './purge-accounts';
