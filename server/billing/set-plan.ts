// An operator sets an account's plan while billing is off (`npm run plan:set`): the account is named by its owner's
// email; the subscription becomes active on the plan and interval at the public price (lib/plans.ts), renewing a month
// or a year from today; 'none' removes it (the trial while it lasts, then Base). Once Stripe is on, its webhooks keep
// the subscription instead.
import { and, eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '@/lib/plans';
import { todayInStockholm } from '@/lib/time-zone';
import { subscriptions, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';

export type PlanChoice = PlanId | 'none';
export type Interval = 'month' | 'year';

/** The Stockholm date a month or a year after `day` (the last of a shorter month when the day is not in it). */
function renewalAfter(day: string, interval: Interval): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** Sets the plan of the account whose owner signs in with `email`; false when there is no such owner. */
export async function setAccountPlan(
  email: string,
  plan: PlanChoice,
  interval: Interval = 'month',
  now = new Date(),
): Promise<boolean> {
  const [owner] = await systemDb()
    .select({ ferrierId: users.ferrierId })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'owner')));
  if (!owner) return false;
  if (plan === 'none') {
    await systemDb().delete(subscriptions).where(eq(subscriptions.ferrierId, owner.ferrierId));
    return true;
  }
  const price = PLANS.find((p) => p.id === plan)!.price[interval === 'year' ? 'yearly' : 'monthly'];
  const values = {
    plan,
    interval,
    status: 'active' as const,
    priceOre: price * 100,
    renewalDate: renewalAfter(todayInStockholm(now), interval),
  };
  await systemDb()
    .insert(subscriptions)
    .values({ ferrierId: owner.ferrierId, ...values })
    .onConflictDoUpdate({ target: subscriptions.ferrierId, set: values });
  return true;
}
