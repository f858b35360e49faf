// The bookings a user's calendar feed holds: those assigned to the user, not deleted, from 180 days back on — with
// their customer, animals and planned services, in one statement (the animals and services aggregated beside the
// bookings, not fetched per booking). Only what a calendar entry shows: no personnummer, no email.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { BookingResponse, BookingStatus } from '@/lib/validation/booking';
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
  customerFirstName: string | null;
  customerLastName: string | null;
  customerPhone: string | null;
  /** "Blixten, Storm", in the booking's order; null without animals. */
  animals: string | null;
  /** "Full shoeing ×2, Trimming": each service's name, and its quantity when more than one; null without. */
  services: string | null;
};

type FeedRow = {
  id: string;
  sequence: number;
  status: BookingStatus;
  start_ms: number;
  end_ms: number;
  updated_ms: number;
  notes: string | null;
  address: string | null;
  postal_number: string | null;
  city: string | null;
  reference_number: string | null;
  response: BookingResponse | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  animals: string | null;
  services: string | null;
};

/** The bookings of `userId` the feed holds (feed-fingerprint.ts counts the same ones). */
export const inFeed = (ferrierId: string, userId: string) => sql`
  ${bookings.ferrierId} = ${ferrierId} and ${bookings.assignedUserId} = ${userId} and ${bookings.status} <> 'deleted'
  and ${bookings.startAt} >= now() - make_interval(days => ${sql.raw(String(FEED_DAYS_BACK))})`;

/**
 * The user's bookings first (a CTE, which Postgres materialises as three parts read it), then their animals and
 * services aggregated in one grouped join each: on 5,000 bookings about twice as fast as a subquery per booking.
 * Written as SQL and read as plain rows, instants as epoch milliseconds: Drizzle's mapping of 5,000 rows of a select
 * cost twice the statement itself.
 */
function feedQuery(ferrierId: string, userId: string) {
  const b = bookings;
  return sql`
    with mine as (
      select ${b.id}, ${b.sequence}, ${b.status}, ${b.startAt}, ${b.endAt}, ${b.updatedAt}, ${b.notes}, ${b.address},
             ${b.postalNumber}, ${b.city}, ${b.referenceNumber}, ${b.response}, ${b.customerId}, ${b.ferrierId}
      from ${b}
      where ${inFeed(ferrierId, userId)}
    ),
    feed_animals as (
      select ${bookingAnimals.bookingId} as booking_id,
             string_agg(${animals.name}, ', ' order by ${bookingAnimals.position}, ${bookingAnimals.animalId}) as names
      from ${bookingAnimals}
      join mine on mine.id = ${bookingAnimals.bookingId} and mine.ferrier_id = ${bookingAnimals.ferrierId}
      join ${animals} on ${animals.id} = ${bookingAnimals.animalId} and ${animals.ferrierId} = mine.ferrier_id
      group by ${bookingAnimals.bookingId}
    ),
    feed_services as (
      select ${bookingServices.bookingId} as booking_id,
             string_agg(case when ${bookingServices.quantity} > 1
                             then ${services.name} || ' ×' || ${bookingServices.quantity} else ${services.name} end,
                        ', ' order by ${bookingServices.position}, ${bookingServices.id}) as lines
      from ${bookingServices}
      join mine on mine.id = ${bookingServices.bookingId} and mine.ferrier_id = ${bookingServices.ferrierId}
      join ${services} on ${services.id} = ${bookingServices.serviceId} and ${services.ferrierId} = mine.ferrier_id
      group by ${bookingServices.bookingId}
    )
    select mine.id, mine.sequence, mine.status, (extract(epoch from mine.start_at) * 1000)::float8 as start_ms,
           (extract(epoch from mine.end_at) * 1000)::float8 as end_ms,
           (extract(epoch from mine.updated_at) * 1000)::float8 as updated_ms,
           mine.notes, mine.address, mine.postal_number, mine.city, mine.reference_number, mine.response,
           ${customers.firstName} as first_name, ${customers.lastName} as last_name, ${customers.phone} as phone,
           feed_animals.names as animals, feed_services.lines as services
    from mine
    left join ${customers} on ${customers.id} = mine.customer_id and ${customers.ferrierId} = mine.ferrier_id
    left join feed_animals on feed_animals.booking_id = mine.id
    left join feed_services on feed_services.booking_id = mine.id`;
}

/** The feed's bookings of `userId`, in the tenant `ctx` is bound to, by start. */
export async function readFeedBookings(
  ctx: { ferrierId: string; db: TenantDb },
  { userId }: { userId: string },
): Promise<FeedBooking[]> {
  const rows = await ctx.db.execute<FeedRow>(feedQuery(ctx.ferrierId, userId));
  // Sorted here: the rows are wide, and Postgres sorting them cost more than this.
  rows.sort((a, b) => a.start_ms - b.start_ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows.map((r) => ({
    id: r.id,
    sequence: r.sequence,
    status: r.status,
    startAt: new Date(r.start_ms),
    endAt: new Date(r.end_ms),
    updatedAt: new Date(r.updated_ms),
    notes: r.notes,
    address: r.address,
    postalNumber: r.postal_number,
    city: r.city,
    referenceNumber: r.reference_number,
    response: r.response,
    customerFirstName: r.first_name,
    customerLastName: r.last_name,
    customerPhone: r.phone,
    animals: r.animals,
    services: r.services,
  }));
}
