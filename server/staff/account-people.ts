// The people of the caller's account — the owner, and staff members — with the name, title and calendar colour the
// calendar, the booking form, the reminders and the inbox show, and whether they are active (the owner always; a
// member who accepted the invitation and is not deactivated). One reader for everyone who lists them.
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_STAFF_COLOR } from '@/lib/validation/staff';
import type { TenantContext } from '@/server/context';
import { ferriers, staffProfiles, users } from '@/server/db/schema';

/** An active person: the owner, or a staff member whose profile is active (a member without one predates profiles). */
const isActive = sql<boolean>`(${users.role} = 'owner' or coalesce(${staffProfiles.status}, 'active') = 'active')`;

export type AccountPerson = {
  id: string;
  role: 'owner' | 'staff';
  name: string;
  title: string | null;
  color: string;
  active: boolean;
};

/** The account's people (those `where` keeps), the owner first, then by name. */
export async function accountPeople(ctx: TenantContext, where?: SQL): Promise<AccountPerson[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      staffTitle: staffProfiles.title,
      ownerTitle: ferriers.title,
      color: staffProfiles.color,
      active: isActive,
    })
    .from(users)
    .innerJoin(ferriers, eq(ferriers.id, users.ferrierId))
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.userId, users.id), eq(staffProfiles.ferrierId, users.ferrierId)),
    )
    .where(and(eq(users.ferrierId, ctx.ferrierId), where))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    role: r.role,
    name: r.name,
    title: (r.role === 'owner' ? r.ownerTitle : r.staffTitle) ?? null,
    color: r.color ?? DEFAULT_STAFF_COLOR,
    active: r.active,
  }));
}
