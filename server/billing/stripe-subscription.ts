// A Stripe subscription mirrored onto the account's subscription row (Stripe is the source of truth): its plan and
// interval from the price (the configured ids), the price, Stripe's status, the renewal date as a Stockholm day, a
// cancellation at the period's end, and when it ended. Every writer — the webhook, the check after checkout — reads
// the subscription as Stripe has it now and writes all of it, so events that arrive late or twice write the same
// thing again.
import 'server-only';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { SUBSCRIPTION_STATUSES } from '@/lib/subscription-statuses';
import { todayInStockholm } from '@/lib/time-zone';
import type { TenantDb } from '@/server/db/tenant';
import { subscriptions } from '@/server/db/schema';
import { planOfPrice, type StripeConfig } from '@/server/integrations/stripe/env';

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Stripe's status as ours: the same words (spec 4), 'unknown' for any Stripe adds later. */
const statusOf = (status: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'unknown';

const day = (unixSeconds: number | null | undefined) =>
  unixSeconds ? todayInStockholm(new Date(unixSeconds * 1000)) : null;

/** The id of an expandable field (a string, or the object when expanded). */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A subscription that is over: an old one's end must not replace the account's newer subscription. */
const OVER = new Set<SubscriptionStatus>(['canceled', 'incomplete_expired']);

/**
 * Writes `sub` to the account's row. The row keeps one subscription: a different, ended subscription (the end of the
 * one a new checkout replaced) leaves it as it is. Answers whether the row now shows `sub`.
 */
export async function mirrorSubscription(
  db: TenantDb,
  ferrierId: string,
  sub: Stripe.Subscription,
  config: StripeConfig,
): Promise<boolean> {
  const item = sub.items.data[0];
  const price = item?.price;
  const sold = price ? planOfPrice(config, price.id) : null;
  const status = statusOf(sub.status);
  const values = {
    plan: sold?.plan ?? null,
    interval: sold?.interval ?? (price?.recurring?.interval === 'year' ? 'year' : 'month'),
    priceOre: price?.unit_amount ?? null,
    status,
    renewalDate: day(item?.current_period_end),
    stripeCustomerId: idOf(sub.customer),
    stripeSubscriptionId: sub.id,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
    updatedAt: new Date(),
  } as const;
  const [row] = await db
    .select({ subscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.ferrierId, ferrierId));
  if (row?.subscriptionId && row.subscriptionId !== sub.id && OVER.has(status)) return false;
  await db
    .insert(subscriptions)
    .values({ ferrierId, ...values })
    .onConflictDoUpdate({ target: subscriptions.ferrierId, set: values });
  return true;
}
