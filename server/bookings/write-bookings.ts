// Creating and changing bookings: the spec 5 time rules against the clock, references checked inside the caller's
// tenant, the clash warning, the address taken from the stable or the customer, and the reminder reset on a move.
import 'server-only';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { checkBookingTimes, type Booking, type BookingOutput } from '@/lib/validation/booking';
import { stockholmInstant } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { foundOne, isOwned } from '@/server/db/registers';
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
import { translator } from '@/server/i18n/translator';
import './errors'; // BOOKING_CLASH
import { getBooking } from './read-bookings';
import { nextBookingReference } from './reference-number';

/** Every id the booking names must be the caller's: 422 on the field otherwise. */
async function checkReferences(ctx: TenantContext, input: BookingOutput, staffId: string) {
  const fields: Record<string, string> = {};
  if (input.customerId && !(await isOwned(customers, ctx, input.customerId)))
    fields.customerId = 'validation.customer';
  if (input.animalIds.length) {
    const found = await ctx.db
      .select({ id: animals.id })
      .from(animals)
      .where(and(eq(animals.ferrierId, ctx.ferrierId), inArray(animals.id, input.animalIds)));
    if (found.length !== input.animalIds.length) fields.animalIds = 'validation.animal';
  }
  const serviceIds = [...new Set((input.services ?? []).map((s) => s.serviceId))];
  if (serviceIds.length) {
    const found = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.ferrierId, ctx.ferrierId), inArray(services.id, serviceIds)));
    if (found.length !== serviceIds.length) fields.services = 'validation.service';
  }
  if (!(await isOwned(users, ctx, staffId))) fields.staffId = 'validation.staff';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}

/** Left empty, the place is the first animal's stable address, else the customer's. */
async function placeOf(ctx: TenantContext, input: BookingOutput) {
  const typed = { address: input.address, postalNumber: input.postalNumber, city: input.city };
  if (typed.address || typed.postalNumber || typed.city) return typed;
  const firstAnimal = input.animalIds[0];
  if (firstAnimal) {
    const [a] = await ctx.db
      .select({ address: animals.address, postalNumber: animals.postalCode, city: animals.city })
      .from(animals)
      .where(and(eq(animals.id, firstAnimal), eq(animals.ferrierId, ctx.ferrierId)));
    if (a?.address || a?.city) return a;
  }
  if (input.customerId) {
    const [c] = await ctx.db
      .select({ address: customers.address, postalNumber: customers.postalCode, city: customers.city })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), eq(customers.ferrierId, ctx.ferrierId)));
    if (c) return c;
  }
  return typed;
}

/** Another active booking of the same person overlapping the time: 409 unless the caller accepts the clash. */
async function checkClash(
  ctx: TenantContext,
  input: BookingOutput,
  staffId: string,
  start: Date,
  end: Date,
  self?: string,
) {
  if (input.allowClash) return;
  const clashes = await ctx.db
    .select({ id: bookings.id, referenceNumber: bookings.referenceNumber, name: users.firstName })
    .from(bookings)
    .leftJoin(users, and(eq(users.id, bookings.assignedUserId), eq(users.ferrierId, bookings.ferrierId)))
    .where(
      and(
        eq(bookings.ferrierId, ctx.ferrierId),
        eq(bookings.assignedUserId, staffId),
        eq(bookings.status, 'active'),
        lt(bookings.startAt, end),
        gt(bookings.endAt, start),
        self ? ne(bookings.id, self) : undefined,
      ),
    )
    .orderBy(bookings.startAt)
    .limit(10);
  if (!clashes.length) return;
  const t = translator(ctx.locale);
  throw new AppError('BOOKING_CLASH', undefined, undefined, {
    params: {
      who: staffId === ctx.userId ? t('bookingClash.you') : (clashes[0]!.name ?? ''),
      // Three named are enough to find them in the calendar.
      reference: clashes
        .slice(0, 3)
        .map((c) => c.referenceNumber ?? '')
        .join(', ')
        .concat(clashes.length > 3 ? ' …' : ''),
    },
    details: { clashIds: clashes.map((c) => c.id).join(',') },
  });
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

/** The booking's animals and planned services, replaced as the form sends them. */
async function writeLines(ctx: TenantContext, bookingId: string, input: BookingOutput, replace: boolean) {
  if (replace) {
    const mine = and(eq(bookingAnimals.bookingId, bookingId), eq(bookingAnimals.ferrierId, ctx.ferrierId));
    await ctx.db.delete(bookingAnimals).where(mine);
    await ctx.db
      .delete(bookingServices)
      .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.ferrierId, ctx.ferrierId)));
  }
  if (input.animalIds.length)
    await ctx.db.insert(bookingAnimals).values(
      input.animalIds.map((animalId, position) => ({
        ferrierId: ctx.ferrierId,
        bookingId,
        animalId,
        position,
      })),
    );
  if (input.services?.length)
    await ctx.db.insert(bookingServices).values(
      input.services.map((s, position) => ({
        ferrierId: ctx.ferrierId,
        bookingId,
        serviceId: s.serviceId,
        quantity: s.quantity,
        position,
      })),
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
  await checkReferences(ctx, input, staffId);
  await checkClash(ctx, input, staffId, start, end);
  const place = await placeOf(ctx, input);
  const [row] = await ctx.db
    .insert(bookings)
    .values({
      ...toRow(input, start, end, staffId),
      ...place,
      ferrierId: ctx.ferrierId,
      referenceNumber: await nextBookingReference(ctx, Number(input.startDate.slice(0, 4))),
    })
    .returning({ id: bookings.id });
  await writeLines(ctx, row!.id, input, false);
  return getBooking(ctx, { id: row!.id });
}

export async function updateBooking(
  ctx: TenantContext,
  { id, input }: { id: string; input: BookingOutput },
): Promise<Booking> {
  const current = await foundOne(
    ctx.db
      .select({ startAt: bookings.startAt, endAt: bookings.endAt, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId), ne(bookings.status, 'deleted')))
      .for('update'),
  );
  const staffId = input.staffId ?? ctx.userId;
  const wanted = {
    start: stockholmInstant(input.startDate, input.startTime),
    end: stockholmInstant(input.endDate, input.endTime),
  };
  const unchanged =
    wanted.start.getTime() === current.startAt.getTime() && wanted.end.getTime() === current.endAt.getTime();
  const { start, end } = timesOf(input, unchanged);
  await checkReferences(ctx, input, staffId);
  if (current.status === 'active') await checkClash(ctx, input, staffId, start, end, id);
  const moved = start.getTime() !== current.startAt.getTime();
  await ctx.db
    .update(bookings)
    .set({
      ...toRow(input, start, end, staffId),
      ...(await placeOf(ctx, input)),
      sequence: sql`${bookings.sequence} + 1`,
      // A new time is a new visit for the customer: remind again, and forget the answer to the old time.
      ...(moved ? { reminderSentAt: null, responseTokenHash: null, response: null, respondedAt: null } : {}),
    })
    .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId)));
  await writeLines(ctx, id, input, true);
  return getBooking(ctx, { id });
}
