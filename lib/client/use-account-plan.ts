// The account's plan on the screens (issue 26): from its profile (ferriers/details answers `plan`), which the
// dashboard and the read-only banner read too. Undefined while unknown: a screen then offers what the server decides.
import { useQuery } from '@tanstack/react-query';
import { planHasFeature, type PlanFeature } from '@/lib/plans';
import { accountQueries } from './queries/account';
import { useStoredUser } from './use-session';

export function useAccountPlan() {
  const ferrierId = useStoredUser()?.ferrierId;
  const query = useQuery({ ...accountQueries.profile(ferrierId ?? ''), enabled: Boolean(ferrierId) });
  return query.data?.plan;
}

/** Whether the account has `feature`: true while the plan is not known yet (the server refuses what it lacks). */
export function useHasFeature(feature: PlanFeature): boolean {
  const plan = useAccountPlan();
  return plan === undefined || planHasFeature(plan, feature);
}
