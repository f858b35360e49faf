// A booking's status changes (spec 4): only the transitions of BOOKING_TRANSITIONS, anything else 409. Completing a
// visit dates its animals: latest visit = the visit's Swedish day, next visit = that + the animal's shoeing interval.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_TRANSITIONS, type BookingStatus, type BookingStatusInput } from '@/lib/validation/booking';
import { TIME_ZONE } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { bookings } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';

/** The latest and next visit of the booking's animals, from the visit's day (a later visit already recorded stays). */
async function dateAnimals(ctx: TenantContext, bookingId: string) {
  await ctx.db.execute(sql`
    update animals a
    set latest_visit = v.day,
        next_visit = case when a.shoeing_interval_weeks is null then a.next_visit
                          else v.day + a.shoeing_interval_weeks * 7 end,
        updated_at = now()
    from (select (b.start_at at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date as day, ba.animal_id
          from bookings b join booking_animals ba on ba.booking_id = b.id and ba.ferrier_id = b.ferrier_id
          where b.id = ${bookingId} and b.ferrier_id = ${ctx.ferrierId}) v
    where a.id = v.animal_id and a.ferrier_id = ${ctx.ferrierId}
      and (a.latest_visit is null or a.latest_visit <= v.day)`);
}

export async function setBookingStatus(
  ctx: TenantContext,
  { id, input }: { id: string; input: BookingStatusInput },
): Promise<{ id: string; status: BookingStatus }> {
  const mine = and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId));
  const current = await foundOne(
    ctx.db.select({ status: bookings.status }).from(bookings).where(mine).for('update'),
  );
  // A deleted booking is gone for the caller: as if it never was.
  if (current.status === 'deleted') throw new AppError('NOT_FOUND');
  if (current.status === input.status) return { id, status: current.status };
  if (!BOOKING_TRANSITIONS[current.status].includes(input.status)) {
    const t = translator(ctx.locale);
    throw new AppError('INVALID_TRANSITION', undefined, undefined, {
      params: { from: t(`bookingStatus.${current.status}`), to: t(`bookingStatus.${input.status}`) },
      details: { status: current.status },
    });
  }
  await ctx.db
    .update(bookings)
    .set({
      status: input.status,
      sequence: sql`${bookings.sequence} + 1`,
      // Back to active: a reminder is due again for a visit still ahead (the sweep skips past ones).
      ...(input.status === 'active'
        ? { reminderSentAt: null, responseTokenHash: null, response: null, respondedAt: null }
        : {}),
    })
    .where(mine);
  if (input.status === 'completed') await dateAnimals(ctx, id);
  return { id, status: input.status };
}
