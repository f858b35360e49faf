// The account's subscription (issue 26), read for the profile: the plan it has now (the trial, then a paying
// subscription's plan, else Base: server/access/plan.ts, the rule every route's plan check uses), the subscription's
// status, interval, price and renewal date, and the trial's end from the account (its one source); whether billing
// (Stripe) is configured, and Stripe's pricing table when it is. Buying is in checkout.ts; with billing off an
// operator sets a plan with `npm run plan:set`.
import 'server-only';
import { eq } from 'drizzle-orm';
import { addDays } from '@/lib/validation/dates';
import { trialDaysLeft } from '@/lib/plans';
import { todayInStockholm } from '@/lib/time-zone';
import type { Subscription } from '@/lib/validation/subscription';
import { accountPlan, PAYING_STATUSES } from '@/server/access/plan';
import type { TenantContext } from '@/server/context';
import { ferriers, subscriptions } from '@/server/db/schema';
import { stripeConfig } from '@/server/integrations/stripe/env';

/** GET subscriptions/current: the caller's account's plan and subscription as the profile shows them. */
export async function currentSubscription(ctx: TenantContext, now = new Date()): Promise<Subscription> {
  const [row] = await ctx.db
    .select({
      trialEndsAt: ferriers.trialEndsAt,
      plan: subscriptions.plan,
      status: subscriptions.status,
      interval: subscriptions.interval,
      priceOre: subscriptions.priceOre,
      renewalDate: subscriptions.renewalDate,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      subscriptionId: subscriptions.stripeSubscriptionId,
      endedAt: subscriptions.endedAt,
    })
    .from(ferriers)
    .leftJoin(subscriptions, eq(subscriptions.ferrierId, ferriers.id))
    .where(eq(ferriers.id, ctx.ferrierId));
  const trialEndsAt = row?.trialEndsAt ?? null;
  const billing = stripeConfig();
  // A row that only holds the payment customer (made before a checkout) is no subscription yet.
  const subscribed = row?.plan != null || row?.subscriptionId != null;
  const paying = row?.status != null && (PAYING_STATUSES as readonly string[]).includes(row.status);
  const plan = accountPlan(
    { trialEndsAt, subscriptionPlan: paying ? (row?.plan ?? null) : null },
    now.getTime(),
  );
  // An ended subscription with none paid since: the account is closed and purged 30 days after the end (the purge job).
  const endedAt = plan === 'none' ? (row?.endedAt ?? null) : null;
  return {
    plan,
    subscribedPlan: row?.plan ?? null,
    status: subscribed ? (row?.status ?? null) : null,
    interval: row?.interval ?? null,
    price: row?.priceOre == null ? null : row.priceOre / 100,
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(trialEndsAt, now.getTime()),
    currentPeriodEnd: row?.renewalDate ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    billingEnabled: billing !== null,
    pricingTable: billing?.pricingTable ?? null,
    dataKeptUntil: endedAt ? addDays(todayInStockholm(endedAt), 30) : null,
  };
}
