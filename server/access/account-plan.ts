// The account's plan inside a use case: the session's when the request carries it (server/auth/bearer-session.ts
// reads it beside the session), else read the same way — the trial's end and a paying subscription — through the
// tenant's handle.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { ferriers, subscriptions } from '@/server/db/schema';
import { accountPlan, PAYING_STATUSES, type AccountPlan } from './plan';

export async function planOf(ctx: TenantContext & { plan?: AccountPlan }): Promise<AccountPlan> {
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
