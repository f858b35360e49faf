// The members of the caller's account they can write to in the inbox: everyone but themselves and those the owner
// deactivated, the owner first (the role enum's order). staffs/list is the owner's; a staff member needs this list
// to write to the owner or a colleague.
import 'server-only';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Colleague } from '@/lib/validation/messages';
import type { TenantContext } from '@/server/context';
import { staffProfiles, users } from '@/server/db/schema';

export async function listColleagues(ctx: TenantContext): Promise<Colleague[]> {
  return ctx.db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.userId, users.id), eq(staffProfiles.ferrierId, ctx.ferrierId)),
    )
    .where(
      and(
        eq(users.ferrierId, ctx.ferrierId),
        ne(users.id, ctx.userId),
        or(isNull(staffProfiles.status), eq(staffProfiles.status, 'active')),
      ),
    )
    .orderBy(asc(users.role), asc(users.lastName), asc(users.firstName), asc(users.id));
}
