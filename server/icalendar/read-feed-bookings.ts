// The bookings a user's calendar feed holds: those assigned to the user, not deleted, from 180 days back on — with
// their customer, animals and planned services, in one statement (the animals and services aggregated per booking
// beside it, not fetched per booking). Only what a calendar entry shows: no personnummer, no email.
import 'server-only';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { BookingResponse, BookingStatus } from '@/lib/validation/booking';
import { preparedStatements } from '@/server/db/prepared';
import { animals, bookingAnimals, bookings, bookingServices, customers, services } from '@/server/db/schema';
import type { TenantDb } from '@/server/db/tenant';

/** How far back the feed reaches: a season of past visits stays in the farrier's calendar. */
export const FEED_DAYS_BACK = 180;

export type FeedBooking = {
  id: string;
  sequence: number;
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  updatedAt: Date;
  notes: string | null;
  address: string | null;
  postalNumber: string | null;
  city: string | null;
  referenceNumber: string | null;
  response: BookingResponse | null;
  respondedAt: Date | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerPhone: string | null;
  animals: string[];
  /** "Full shoeing ×2": the service's name, and its quantity when more than one. */
  services: string[];
};

const animalNames = sql<string[]>`coalesce((
  select array_agg(${animals.name} order by ${bookingAnimals.position}, ${animals.name})
  from ${bookingAnimals} join ${animals} on ${animals.id} = ${bookingAnimals.animalId}
  where ${bookingAnimals.bookingId} = ${bookings.id}), '{}')`;

const serviceLines = sql<string[]>`coalesce((
  select array_agg(
    case when ${bookingServices.quantity} > 1 then ${services.name} || ' ×' || ${bookingServices.quantity}
    else ${services.name} end
    order by ${bookingServices.position}, ${bookingServices.id})
  from ${bookingServices} join ${services} on ${services.id} = ${bookingServices.serviceId}
  where ${bookingServices.bookingId} = ${bookings.id}), '{}')`;

const feedStatement = preparedStatements(
  () => 'feed',
  (db) =>
    db
      .select({
        id: bookings.id,
        sequence: bookings.sequence,
        status: bookings.status,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        updatedAt: bookings.updatedAt,
        notes: bookings.notes,
        address: bookings.address,
        postalNumber: bookings.postalNumber,
        city: bookings.city,
        referenceNumber: bookings.referenceNumber,
        response: bookings.response,
        respondedAt: bookings.respondedAt,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
        customerPhone: customers.phone,
        animals: animalNames,
        services: serviceLines,
      })
      .from(bookings)
      .leftJoin(customers, eq(customers.id, bookings.customerId))
      .where(
        and(
          eq(bookings.ferrierId, sql.placeholder('ferrierId')),
          eq(bookings.assignedUserId, sql.placeholder('userId')),
          ne(bookings.status, 'deleted'),
          gte(bookings.startAt, sql`now() - make_interval(days => ${FEED_DAYS_BACK})`),
        ),
      )
      .orderBy(asc(bookings.startAt), asc(bookings.id)),
);

/** The feed's bookings of `userId`, in the tenant `ctx` is bound to, by start. */
export async function readFeedBookings(
  ctx: { ferrierId: string; db: TenantDb },
  { userId }: { userId: string },
): Promise<FeedBooking[]> {
  return (await feedStatement.run(ctx.db, 'feed', { ferrierId: ctx.ferrierId, userId })) as FeedBooking[];
}
