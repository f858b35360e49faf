// The booking as a record with a life (server/records): its description, what a status change does besides the
// status — completing a visit dates its horses, reopening or deleting a completed one puts their dates back (from the
// completion's history event), back to active reminds the customer again — and the fields its history names.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_LIFE, type Booking } from '@/lib/validation/booking';
import { TIME_ZONE } from '@/lib/time-zone';
import { recordVisits, undoVisits, type RecordedVisit } from '@/server/animals/record-visits';
import type { TenantContext } from '@/server/context';
import { bookingAnimals, bookings } from '@/server/db/schema';
import type { FieldReaders } from '@/server/records/changed-fields';
import { latestFacts } from '@/server/records/history';
import { serverRecord } from '@/server/records/record';

/** A booking moved or active again is a new visit for the customer: remind again, forget the answer to the old one. */
export const REMIND_AGAIN = {
  reminderSentAt: null,
  responseTokenHash: null,
  response: null,
  respondedAt: null,
} as const;

/** The visit's horses with its Swedish day. */
async function visitsOf(ctx: TenantContext, id: string) {
  return ctx.db
    .select({
      animalId: bookingAnimals.animalId,
      day: sql<string>`to_char(${bookings.startAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`,
    })
    .from(bookings)
    .innerJoin(
      bookingAnimals,
      and(eq(bookingAnimals.bookingId, bookings.id), eq(bookingAnimals.ferrierId, bookings.ferrierId)),
    )
    .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId)));
}

export const bookingRecord = serverRecord({
  life: BOOKING_LIFE,
  table: bookings,
  // Back to active: a reminder is due again for a visit still ahead (the sweep skips past ones).
  changeValues: ({ to }) => (to === 'active' ? REMIND_AGAIN : {}),
  effects: async (ctx, { id, from, to }) => {
    if (to === 'completed') return { visits: await recordVisits(ctx, { visits: await visitsOf(ctx, id) }) };
    if (from === 'completed') {
      const completion = await latestFacts(ctx, bookingRecord, id, { to: 'completed' });
      await undoVisits(ctx, { recorded: (completion?.visits ?? []) as RecordedVisit[] });
    }
    return undefined;
  },
});

/** The fields an update's history event names, as the API's input names them, read from the booking as answered. */
export const BOOKING_FIELDS: FieldReaders<Booking> = {
  startDate: (b) => b.startDate,
  startTime: (b) => b.startTime,
  endDate: (b) => b.endDate,
  endTime: (b) => b.endTime,
  notes: (b) => b.notes,
  customerId: (b) => b.customer?.id,
  animalIds: (b) => b.animals.map((a) => a.id),
  address: (b) => b.address,
  postalNumber: (b) => b.postalNumber,
  city: (b) => b.city,
  services: (b) => b.services.map((s) => [s.serviceId, s.quantity]),
  staffId: (b) => b.staffId,
};
