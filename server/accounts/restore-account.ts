// Restoring a cancelled account before the purge (issue 9, point 13): its owner signs in through ferriers/restore
// and the account is in use again, with all its data.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { ferriers } from '@/server/db/schema';

/**
 * Makes a cancelled tenant active again; true when it is active afterwards (a parallel restore may have done it),
 * false when it is gone. The purge re-reads the status under a row lock before it deletes anything, so an account
 * restored here is never purged afterwards.
 */
export async function reactivateAccount(ferrierId: string): Promise<boolean> {
  const restored = await systemDb()
    .update(ferriers)
    .set({ status: 'active', cancelledAt: null, purgeAfter: null })
    .where(and(eq(ferriers.id, ferrierId), eq(ferriers.status, 'cancelled')))
    .returning({ id: ferriers.id });
  if (restored.length > 0) return true;
  const [now] = await systemDb()
    .select({ status: ferriers.status })
    .from(ferriers)
    .where(eq(ferriers.id, ferrierId));
  return now?.status === 'active';
}
