// Who a booking can be given to: the account's active people (server/staff/account-people.ts), with the name, title
// and calendar colour the calendar, the form and the reminders show.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { BookingPerson } from '@/lib/validation/booking';
import type { TenantContext } from '@/server/context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { accountPeople } from '@/server/staff/account-people';

/** bookings/people: the account's active people, the owner first, then by name. */
export async function listBookingPeople(ctx: TenantContext): Promise<BookingPerson[]> {
  const all = await accountPeople(ctx);
  return all.filter((p) => p.active).map(({ id, name, title, color }) => ({ id, name, title, color }));
}

/**
 * The person a booking is given to must be an active person of the account: another account's id or none is 422
 * `validation.staff`, a deactivated (or not yet accepted) member `validation.staffInactive` — unless the booking is
 * theirs already (an edit of a deactivated member's visit keeps it with them until it is given to someone else).
 */
export async function checkBookingPerson(ctx: TenantContext, staffId: string, current?: string | null) {
  const [person] = await accountPeople(ctx, eq(users.id, staffId));
  if (!person) throw new AppError('VALIDATION_FAILED', { staffId: 'validation.staff' });
  if (!person.active && staffId !== current)
    throw new AppError('VALIDATION_FAILED', { staffId: 'validation.staffInactive' });
}
