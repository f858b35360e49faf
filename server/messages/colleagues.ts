// The members of the caller's account they can write to in the inbox: everyone active but themselves, the owner
// first (server/staff/account-people.ts). staffs/list is the owner's; a staff member needs this list to write to the
// owner or a colleague.
import 'server-only';
import type { Colleague } from '@/lib/validation/messages';
import type { TenantContext } from '@/server/context';
import { accountPeople } from '@/server/staff/account-people';

export async function listColleagues(ctx: TenantContext): Promise<Colleague[]> {
  const people = await accountPeople(ctx);
  return people
    .filter((p) => p.active && p.id !== ctx.userId)
    .map(({ id, name, role }) => ({ id, name, role }));
}
