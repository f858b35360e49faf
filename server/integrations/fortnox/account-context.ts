// The caller a background run acts as inside one account (the sync, the payment check): the account's owner — the
// one who connected Fortnox — so the invoice's history names a person, with the account's tenant transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Caller, TenantContext } from '@/server/context';
import { users } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import type { Logger } from '@/server/logger';

/** Runs `work` in one transaction as the account's owner; answers null when the account has no owner (gone). */
export async function asAccountOwner<T>(
  ferrierId: string,
  log: Logger,
  work: (ctx: TenantContext) => Promise<T>,
): Promise<T | null> {
  return inTenant({ ferrierId, log }, async ({ db, afterCommit }) => {
    const [owner] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(and(eq(users.ferrierId, ferrierId), eq(users.role, 'owner')))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!owner) return null;
    const caller: Caller = {
      ferrierId,
      userId: owner.id,
      role: 'owner',
      locale: owner.language === 'sv' ? 'sv' : 'en',
      log,
    };
    return work({ ...caller, db, afterCommit });
  });
}
