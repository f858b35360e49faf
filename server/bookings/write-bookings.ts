// Creating and changing bookings: the spec 5 time rules against the clock, ids checked inside the caller's tenant,
// the clash warning, the address taken from the stable or the customer, the reminder reset on a move, and each change
// in the booking's history — on the record kit's helpers (server/records).
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { firstPlace } from '@/lib/address-follow';
import { BOOKING_LIFE, checkBookingTimes, type Booking, type BookingOutput } from '@/lib/validation/booking';
import { stockholmInstant } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import {
  animals,
  bookingAnimals,
  bookings,
  bookingServices,
  customers,
  services,
  users,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { changedFields } from '@/server/records/changed-fields';
import { writeHistory } from '@/server/records/history';
import { nextReference } from '@/server/records/next-reference';
import { ownedIds } from '@/server/records/owned-ids';
import { replaceLines } from '@/server/records/replace-lines';
import { checkClash } from './booking-clash';
import { checkBookingPerson } from './booking-people';
import { BOOKING_FIELDS, bookingRecord, REMIND_AGAIN } from './booking-record';
import { getBooking } from './read-bookings';

/** Every id the booking names must be the caller's: 422 on the field the client named it in otherwise. */
const checkIds = (ctx: TenantContext, input: BookingOutput, staffId: string) =>
  ownedIds(ctx, [
    { field: 'customerId', table: customers, ids: [input.customerId], message: 'validation.customer' },
    { field: 'animalId', table: animals, ids: [input.animalId], message: 'validation.animal' },
    {
      field: 'animalIds',
      table: animals,
      ids: input.animalIds.filter((id) => id !== input.animalId),
      message: 'validation.animal',
    },
    {
      field: 'services',
      table: services,
      ids: (input.services ?? []).map((s) => s.serviceId),
      message: 'validation.service',
    },
    { field: 'staffId', table: users, ids: [staffId], message: 'validation.staff' },
  ]);

/** The first animal's stable address, where the visit goes unless typed. */
async function stableOf(ctx: TenantContext, animalId: string | undefined) {
  if (!animalId) return undefined;
  const [stable] = await ctx.db
    .select({ address: animals.address, postalNumber: animals.postalCode, city: animals.city })
    .from(animals)
    .where(and(eq(animals.id, animalId), eq(animals.ferrierId, ctx.ferrierId)));
  return stable;
}

/** The customer's address, where the visit goes when neither typed nor the stable's. */
async function homeOf(ctx: TenantContext, customerId: string | undefined) {
  if (!customerId) return undefined;
  const [home] = await ctx.db
    .select({ address: customers.address, postalNumber: customers.postalCode, city: customers.city })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ferrierId, ctx.ferrierId)));
  return home;
}

/** Left empty, the place is the first animal's stable address, else the customer's (the forms' rule). */
async function placeOf(ctx: TenantContext, input: BookingOutput) {
  const typed = { address: input.address, postalNumber: input.postalNumber, city: input.city };
  return (
    firstPlace(typed) ??
    firstPlace(await stableOf(ctx, input.animalIds[0])) ??
    firstPlace(await homeOf(ctx, input.customerId)) ??
    typed
  );
}

function toRow(input: BookingOutput, start: Date, end: Date, staffId: string) {
  return {
    startAt: start,
    endAt: end,
    notes: input.notes ?? null,
    customerId: input.customerId ?? null,
    assignedUserId: staffId,
  };
}

/** The booking's horses and planned services, in the form's order, replacing the old ones. */
async function writeLines(ctx: TenantContext, bookingId: string, input: BookingOutput) {
  await replaceLines(
    ctx,
    bookingAnimals,
    'bookingId',
    bookingId,
    input.animalIds.map((animalId) => ({ animalId })),
  );
  await replaceLines(
    ctx,
    bookingServices,
    'bookingId',
    bookingId,
    (input.services ?? []).map(({ serviceId, quantity }) => ({ serviceId, quantity })),
  );
}

function timesOf(input: BookingOutput, unchanged: boolean) {
  const issues = checkBookingTimes(input, { unchanged });
  if (Object.keys(issues).length) throw new AppError('VALIDATION_FAILED', issues);
  return {
    start: stockholmInstant(input.startDate, input.startTime),
    end: stockholmInstant(input.endDate, input.endTime),
  };
}

export async function createBooking(
  ctx: TenantContext,
  { input }: { input: BookingOutput },
): Promise<Booking> {
  const staffId = input.staffId ?? ctx.userId;
  const { start, end } = timesOf(input, false);
  await checkIds(ctx, input, staffId);
  await checkBookingPerson(ctx, staffId);
  await checkClash(ctx, { staffId, start, end, allowClash: input.allowClash });
  const place = await placeOf(ctx, input);
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      ...toRow(input, start, end, staffId),
      ...place,
      ferrierId: ctx.ferrierId,
      referenceNumber: await nextReference(ctx, BOOKING_LIFE.series!, Number(input.startDate.slice(0, 4))),
    })
    .returning({ id: bookings.id });
  await writeLines(ctx, row!.id, input);
  await writeHistory(ctx, bookingRecord, row!.id, { action: 'created' });
  return getBooking(ctx, { id: row!.id });
}

export async function updateBooking(
  ctx: TenantContext,
  { id, input }: { id: string; input: BookingOutput },
): Promise<Booking> {
  const current = await foundOne(
    ctx.db
      .select({
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        status: bookings.status,
        staffId: bookings.assignedUserId,
      })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId), ne(bookings.status, 'deleted')))
      .for('update'),
  );
  const before = await getBooking(ctx, { id });
  // Not sent: the visit stays with whoever has it (a colleague editing notes does not take it over).
  const staffId = input.staffId ?? current.staffId ?? ctx.userId;
  const wanted = {
    start: stockholmInstant(input.startDate, input.startTime),
    end: stockholmInstant(input.endDate, input.endTime),
  };
  const unchanged =
    wanted.start.getTime() === current.startAt.getTime() && wanted.end.getTime() === current.endAt.getTime();
  const { start, end } = timesOf(input, unchanged);
  await checkIds(ctx, input, staffId);
  await checkBookingPerson(ctx, staffId, current.staffId);
  if (current.status === 'active')
    await checkClash(ctx, { staffId, start, end, allowClash: input.allowClash, self: id });
  const moved = start.getTime() !== current.startAt.getTime();
  await ctx.db
    .update(bookings)
    .set({
      ...toRow(input, start, end, staffId),
      ...(await placeOf(ctx, input)),
      sequence: sql`${bookings.sequence} + 1`,
      // A new time is a new visit for the customer: remind again, and forget the answer to the old time.
      ...(moved ? REMIND_AGAIN : {}),
    })
    .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId)));
  await writeLines(ctx, id, input);
  const after = await getBooking(ctx, { id });
  const fields = changedFields(BOOKING_FIELDS, before, after);
  if (fields.length) await writeHistory(ctx, bookingRecord, id, { action: 'updated', fields });
  return after;
}
