// Signatures and amendments are the Pro feature `journalSignatures` (spec 1). The routes that only sign declare it;
// create with `sign` and an update of a signed journal (an amendment) reach it through routes open to every plan, so
// the use case asks here, where the work is done (a trial has every feature).
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { accountPlan, PAYING_STATUSES, planAllows, type AccountPlan } from '@/server/access/plan';
import type { TenantContext } from '@/server/context';
import { ferriers, subscriptions } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** The account's plan: the session's when the request carries it, else read as the session reads it. */
async function planOf(ctx: TenantContext & { plan?: AccountPlan }): Promise<AccountPlan> {
  if (ctx.plan) return ctx.plan;
  const [row] = await ctx.db
    .select({ trialEndsAt: ferriers.trialEndsAt, subscriptionPlan: subscriptions.plan })
    .from(ferriers)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.ferrierId, ferriers.id), inArray(subscriptions.status, [...PAYING_STATUSES])),
    )
    .where(eq(ferriers.id, ctx.ferrierId));
  return accountPlan({
    trialEndsAt: row?.trialEndsAt ?? null,
    subscriptionPlan: row?.subscriptionPlan ?? null,
  });
}

/** PLAN_REQUIRED unless the account may sign and amend journals. */
export async function assertJournalSignatures(ctx: TenantContext): Promise<void> {
  if (!planAllows(await planOf(ctx), 'journalSignatures')) throw new AppError('PLAN_REQUIRED');
}
