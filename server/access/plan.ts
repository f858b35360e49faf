// What an account's plan allows, known on every signed-in request: the session's statement reads the trial's end and
// the subscription beside the session (server/auth/bearer-session.ts). There is no payment yet (subscriptions come
// with their own issue), so today every account is on its trial or, after it, on the Base plan. Plain rules, no
// secrets: no 'server-only' guard, so the job worker (the trial's notice) loads it outside Next too.
import { PLANS, allFeatures, type PlanFeature, type PlanId } from '@/lib/plans';

/** 'trial': every feature, until the trial ends; otherwise the plan whose features the account has. */
export type AccountPlan = 'trial' | PlanId;

/** Subscription states in which the plan is paid for (past_due: Stripe is still collecting, the plan stands). */
export const PAYING_STATUSES = ['active', 'trialing', 'past_due'] as const;

const FEATURES = new Map(PLANS.map((plan) => [plan.id, new Set(allFeatures(plan))]));

/**
 * The plan of an account: its trial while `trialEndsAt` is ahead; else the plan of a paying subscription
 * (`subscriptionPlan`, read only for PAYING_STATUSES); else Base.
 */
export function accountPlan(
  { trialEndsAt, subscriptionPlan }: { trialEndsAt: Date | null; subscriptionPlan: PlanId | null },
  now = Date.now(),
): AccountPlan {
  if (trialEndsAt && trialEndsAt.getTime() > now) return 'trial';
  return subscriptionPlan ?? 'base';
}

export function planAllows(plan: AccountPlan, feature: PlanFeature): boolean {
  return plan === 'trial' || (FEATURES.get(plan)?.has(feature) ?? false);
}
