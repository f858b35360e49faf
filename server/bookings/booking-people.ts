// Who a booking can be given to: the account's active people (the owner, and staff who accepted their invitation and
// are not deactivated), with the name, title and calendar colour the calendar, the form and the reminders show.
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_STAFF_COLOR } from '@/lib/validation/staff';
import type { BookingPerson } from '@/lib/validation/booking';
import type { TenantContext } from '@/server/context';
import { ferriers, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** An active person: the owner, or a staff member whose profile is active (a member without one predates profiles). */
const isActive = sql<boolean>`(${users.role} = 'owner' or coalesce(${staffProfiles.status}, 'active') = 'active')`;

async function people(ctx: TenantContext, where?: SQL) {
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
    name: r.name,
    title: (r.role === 'owner' ? r.ownerTitle : r.staffTitle) ?? null,
    color: r.color ?? DEFAULT_STAFF_COLOR,
    active: r.active,
  }));
}

/** bookings/people: the account's active people, the owner first, then by name. */
export async function listBookingPeople(ctx: TenantContext): Promise<BookingPerson[]> {
  const all = await people(ctx);
  return all.filter((p) => p.active).map(({ active: _, ...p }) => p);
}

/**
 * The person a booking is given to must be an active person of the account: another account's id or none is 422
 * `validation.staff`, a deactivated (or not yet accepted) member `validation.staffInactive` — unless the booking is
 * theirs already (an edit of a deactivated member's visit keeps it with them until it is given to someone else).
 */
export async function checkBookingPerson(ctx: TenantContext, staffId: string, current?: string | null) {
  const [person] = await people(ctx, eq(users.id, staffId));
  if (!person) throw new AppError('VALIDATION_FAILED', { staffId: 'validation.staff' });
  if (!person.active && staffId !== current)
    throw new AppError('VALIDATION_FAILED', { staffId: 'validation.staffInactive' });
}
