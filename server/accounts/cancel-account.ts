// Account cancellation (spec 1: data kept 30 days after cancellation) and the purge that follows it.
import { and, eq, inArray, lt } from 'drizzle-orm';
import { db } from '@/server/db';
import { ferriers, sessions, storedFiles, users } from '@/server/db/schema';
import { AppError } from '@/server/api/errors';
import type { ServiceContext } from '@/server/api/types';
import { storage } from '@/server/storage/storage';
import { assertOwnTenant } from './profile';

export const RETENTION_DAYS = 30;

/** The calendar date in Stockholm, days from now: purge dates are whole Swedish days. */
export function stockholmDate(now: Date, plusDays = 0): string {
  const shifted = new Date(now.getTime() + plusDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(shifted);
}

export async function cancelAccount(ctx: ServiceContext, id: string, now = new Date()) {
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

/** Deletes every tenant whose retention has run out, with its files; rows go by ON DELETE CASCADE. */
export async function purgeCancelledAccounts(now = new Date()): Promise<number> {
  const due = await db()
    .select({ id: ferriers.id })
    .from(ferriers)
    .where(and(eq(ferriers.status, 'cancelled'), lt(ferriers.purgeAfter, stockholmDate(now))));
  for (const { id } of due) {
    const files = await db()
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(eq(storedFiles.ferrierId, id));
    for (const f of files) await storage().remove(f.key);
    await db().delete(ferriers).where(eq(ferriers.id, id));
  }
  return due.length;
}
