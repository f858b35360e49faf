// What an account's plan allows, known on every signed-in request: the session's statement reads the trial's end and
// the subscription beside the session (server/auth/bearer-session.ts). An account is on its trial (every feature),
// then on the plan of a paying subscription (Stripe's, or one an operator set), else on none: read-only, everything
// visible and exportable, nothing new made or changed until a plan is chosen (issue 26; server/access/access.ts).
// Plain rules, no secrets: no 'server-only' guard, so the job worker (the trial's notice) loads it outside Next too.
import { planHasFeature, type PlanFeature, type PlanId } from '@/lib/plans';

/**
 * 'trial': every feature, until the trial ends; then the plan whose features the account has; 'none' once the trial
 * is over and nothing is paid for (read-only).
 */
export type AccountPlan = 'trial' | PlanId | 'none';

export { PAYING_STATUSES } from '@/lib/subscription-statuses';

/**
 * The plan of an account: its trial while `trialEndsAt` is ahead; else the plan of a paying subscription
 * (`subscriptionPlan`, read only for PAYING_STATUSES); else none (read-only).
 */
export function accountPlan(
  { trialEndsAt, subscriptionPlan }: { trialEndsAt: Date | null; subscriptionPlan: PlanId | null },
  now = Date.now(),
): AccountPlan {
  if (trialEndsAt && trialEndsAt.getTime() > now) return 'trial';
  return subscriptionPlan ?? 'none';
}

export const planAllows = (plan: AccountPlan, feature: PlanFeature): boolean => planHasFeature(plan, feature);
