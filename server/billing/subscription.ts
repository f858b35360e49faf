// The account's subscription (issue 26), read for the profile: the plan it has now (the trial, then a paying
// subscription's plan, else Base: server/access/plan.ts, the rule every route's plan check uses), the subscription's
// status, interval, price and renewal date, and the trial's end from the account (its one source). Buying a plan —
// a checkout or the customer portal — needs billing, which is off until Stripe is configured (lib/plans.ts
// BILLING_OPEN): those answer 503 BILLING_OFF, after the input is checked. An operator sets a plan with
// `npm run plan:set` meanwhile.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { BILLING_OPEN, trialDaysLeft } from '@/lib/plans';
import type { checkoutInput, Subscription } from '@/lib/validation/subscription';
import { accountPlan, PAYING_STATUSES } from '@/server/access/plan';
import type { TenantContext } from '@/server/context';
import { ferriers, subscriptions } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import './errors';

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
    })
    .from(ferriers)
    .leftJoin(subscriptions, eq(subscriptions.ferrierId, ferriers.id))
    .where(eq(ferriers.id, ctx.ferrierId));
  const trialEndsAt = row?.trialEndsAt ?? null;
  const paying = row?.status != null && (PAYING_STATUSES as readonly string[]).includes(row.status);
  return {
    plan: accountPlan({ trialEndsAt, subscriptionPlan: paying ? (row?.plan ?? null) : null }, now.getTime()),
    subscribedPlan: row?.plan ?? null,
    status: row?.status ?? null,
    interval: row?.interval ?? null,
    price: row?.priceOre == null ? null : row.priceOre / 100,
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(trialEndsAt, now.getTime()),
    currentPeriodEnd: row?.renewalDate ?? null,
    billingEnabled: BILLING_OPEN,
  };
}

/** POST subscriptions/checkout: a Checkout Session's address once billing is on; until then 503 BILLING_OFF. */
export async function startCheckout(
  _ctx: TenantContext,
  _args: { input: z.output<typeof checkoutInput> },
): Promise<{ url: string }> {
  throw new AppError('BILLING_OFF');
}

/** POST subscriptions/portal: the customer portal's address once billing is on; until then 503 BILLING_OFF. */
export async function openPortal(_ctx: TenantContext): Promise<{ url: string }> {
  throw new AppError('BILLING_OFF');
}
