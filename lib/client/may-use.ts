// Whether the signed-in user may use what a staff permission guards (lib/staff-permissions.ts): the screens offer
// only what the routes allow. A user stored before logins carried permissions counts as having none unless owner;
// the next login brings them.
import type { StaffPermission } from '@/lib/staff-permissions';
import type { StoredUser } from './session';

export function mayUse(
  user: Pick<StoredUser, 'role' | 'permissions'> | null | undefined,
  permission: StaffPermission,
): boolean {
  if (!user) return false;
  return user.role === 'owner' || (user.permissions ?? []).includes(permission);
}
