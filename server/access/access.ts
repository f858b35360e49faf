// Who may call a route (README "Who may call what"). Every route of the API declares it; the route builders
// (server/api/resource-routes.ts, server/api/api-routes.ts) enforce it after the session check and document it: the
// 403 answer with its code, and the declaration itself as the operation's `x-access`, which the fuzz reads.
import 'server-only';
import type { PlanFeature } from '@/lib/plans';
import type { Role } from '@/server/context';
import type { AccountPlan } from './plan';
import { planAllows } from './plan';

import type { StaffPermission } from '@/lib/staff-permissions';

export { STAFF_PERMISSIONS, type StaffPermission } from '@/lib/staff-permissions';

/**
 * A signed-in route: `role` is the least role that may call it — 'staff' lets every member of the account in (owner
 * and staff), 'owner' only the account's owner. `permission`, on a staff route, lets in only the staff members the
 * owner gave it (and the owner). `feature`, when set, is the plan feature it needs (lib/plans.ts): a trial has every
 * feature, a subscription its plan's. `whileReadOnly` opens a route that writes to an account whose trial is over
 * with no plan (plan 'none'): reading is always open to it, writing only where the route says so — the account's own
 * security (logout, password, email, cancelling, a calendar link or a staff member's access), choosing a plan,
 * notifications, and recording payments that arrived.
 */
export type SignedInAccess = {
  role: Role;
  permission?: StaffPermission;
  feature?: PlanFeature;
  whileReadOnly?: true;
};

/**
 * Who may call a route: a signed-in declaration, 'public' (no session: sign-up, login, the site's forms) or 'token'
 * (no session; a secret token in the path opens one thing of one account: a calendar feed, a reminder's answer page).
 */
export type Access = SignedInAccess | 'public' | 'token';

/** Owner above staff: a route open to staff is open to the owner too. */
const RANK: Record<Role, number> = { staff: 0, owner: 1 };

export const roleAtLeast = (role: Role, least: Role) => RANK[role] >= RANK[least];

export const isSignedIn = (access: Access): access is SignedInAccess => typeof access === 'object';

/**
 * Whether a route with `access` refuses anyone signed in (a staff member, an account without the feature, or a
 * read-only account: every route that writes, unless it is open while read-only).
 */
export const mayRefuse = (access: SignedInAccess, write: boolean) =>
  access.role !== 'staff' ||
  access.permission !== undefined ||
  access.feature !== undefined ||
  (write && !access.whileReadOnly);

/** HTTP methods that only read. */
export const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** Why `caller` may not call a route declared `access`, as the error code it answers; undefined when they may. */
export function refusal(
  caller: { role: Role; plan: AccountPlan; permissions: readonly StaffPermission[] },
  access: SignedInAccess,
  { write }: { write: boolean },
): 'FORBIDDEN' | 'PLAN_REQUIRED' | 'READ_ONLY' | undefined {
  if (!roleAtLeast(caller.role, access.role)) return 'FORBIDDEN';
  if (access.permission && caller.role !== 'owner' && !caller.permissions.includes(access.permission))
    return 'FORBIDDEN';
  // Read-only: everything the account has may be read (whatever plan it was made on), nothing written.
  if (caller.plan === 'none') return write && !access.whileReadOnly ? 'READ_ONLY' : undefined;
  if (access.feature && !planAllows(caller.plan, access.feature)) return 'PLAN_REQUIRED';
  return undefined;
}
