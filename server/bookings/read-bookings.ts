// Reading bookings: one with everything its page shows, and the calendar's list for a range of Swedish days — each
// row whole out of one query (customer and animals as JSON built by PostgreSQL), always inside the caller's tenant.
import 'server-only';
import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Booking, BookingListQuery, BookingRow } from '@/lib/validation/booking';
import { oreToSek } from '@/lib/money';
import { addDays } from '@/lib/validation/dates';
import { TIME_ZONE } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { afterCursor, orderBy, toPage, type SortKey } from '@/server/db/pagination';
import { foundOne, isoText } from '@/server/db/registers';
import { DEFAULT_STAFF_COLOR } from '@/lib/validation/staff';
import { bookings, customers, staffProfiles, users } from '@/server/db/schema';

/** Swedish wall-clock date and time of an instant column, as the form shows them. */
const localDate = (instant: AnyPgColumn) =>
  sql<string>`to_char(${instant} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
const localTime = (instant: AnyPgColumn) =>
  sql<string>`to_char(${instant} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'HH24:MI')`;

/** The booking's animals in the order they were picked, with the picture path and visits, as a JSON array. */
const animalsJson = sql<BookingRow['animals']>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name,
                                    'pictureUrl', '/api/v1/files/' || a.picture_file_id,
                                    'latestVisit', a.latest_visit, 'nextVisit', a.next_visit) order by ba.position)
  from booking_animals ba join animals a on a.id = ba.animal_id and a.ferrier_id = ba.ferrier_id
  where ba.booking_id = ${bookings.id} and ba.ferrier_id = ${bookings.ferrierId}), '[]'::json)`;

/** Null without a customer (a left join finds none). */
const customerJson = sql<BookingRow['customer']>`case when ${customers.id} is null then null else
  json_build_object('id', ${customers.id}, 'firstName', ${customers.firstName}, 'lastName', ${customers.lastName},
                    'phone', ${customers.phone}) end`;

const rowColumns = {
  id: bookings.id,
  referenceNumber: sql<string>`coalesce(${bookings.referenceNumber}, '')`,
  startAt: isoText(bookings.startAt),
  endAt: isoText(bookings.endAt),
  startDate: localDate(bookings.startAt),
  startTime: localTime(bookings.startAt),
  endDate: localDate(bookings.endAt),
  endTime: localTime(bookings.endAt),
  status: bookings.status,
  response: bookings.response,
  customer: customerJson,
  animals: animalsJson,
  address: bookings.address,
  postalNumber: bookings.postalNumber,
  city: bookings.city,
  staffId: bookings.assignedUserId,
  staffName: sql<string | null>`${users.name}`,
  staffColor: sql<
    string | null
  >`case when ${users.id} is null then null else coalesce(${staffProfiles.color}, ${DEFAULT_STAFF_COLOR}) end`,
};

/** The person who comes (none when they were removed) and their calendar colour (the owner has no profile). */
const personJoin = and(eq(users.id, bookings.assignedUserId), eq(users.ferrierId, bookings.ferrierId));
const profileJoin = and(eq(staffProfiles.userId, users.id), eq(staffProfiles.ferrierId, bookings.ferrierId));

const customerJoin = and(eq(customers.id, bookings.customerId), eq(customers.ferrierId, bookings.ferrierId));

/** The planned services with today's name and price, as a JSON array. */
const servicesJson = sql<
  Array<{
    serviceId: string;
    service: string;
    quantity: number;
    priceOre: number;
    unit: number;
    vatPercent: number;
  }>
>`coalesce((
  select json_agg(json_build_object('serviceId', s.id, 'service', s.name, 'quantity', bs.quantity,
                                    'priceOre', s.price_ore, 'unit', s.unit, 'vatPercent', s.vat_percent)
                  order by bs.position)
  from booking_services bs join services s on s.id = bs.service_id and s.ferrier_id = bs.ferrier_id
  where bs.booking_id = ${bookings.id} and bs.ferrier_id = ${bookings.ferrierId}), '[]'::json)`;

export async function getBooking(ctx: TenantContext, { id }: { id: string }): Promise<Booking> {
  const row = await foundOne(
    ctx.db
      .select({
        ...rowColumns,
        notes: bookings.notes,
        services: servicesJson,
        respondedAt: bookings.respondedAt,
        reminderSentAt: bookings.reminderSentAt,
        sequence: bookings.sequence,
        createdAt: bookings.createdAt,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .leftJoin(customers, customerJoin)
      .leftJoin(users, personJoin)
      .leftJoin(staffProfiles, profileJoin)
      .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId), ne(bookings.status, 'deleted'))),
  );
  return {
    ...row,
    services: row.services.map(({ priceOre, ...s }) => ({ ...s, price: oreToSek(priceOre) })),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Bookings in start order; the sort the (ferrier_id, start_at) index yields. */
const BY_START: SortKey = { expression: bookings.startAt, direction: 'asc', type: 'timestamptz' };

/** The instant a Swedish day begins, computed by PostgreSQL (its time-zone rules, summer time included). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${sql.raw(`'${TIME_ZONE}'`)}`;

/** Bookings of the animal (any position in the visit). */
const hasAnimal = (animalId: string) =>
  sql`exists (select 1 from booking_animals ba where ba.booking_id = ${bookings.id}
               and ba.ferrier_id = ${bookings.ferrierId} and ba.animal_id = ${animalId})`;

/**
 * The calendar: bookings overlapping ?from…?to (Swedish days, inclusive), one person's with ?staffId, never deleted
 * ones. Without a range, every booking from the first, page by page.
 */
export async function listBookings(
  ctx: TenantContext,
  { input }: { input: BookingListQuery },
): Promise<{ data: BookingRow[]; nextCursor: string | null }> {
  const conditions: Array<SQL | undefined> = [
    eq(bookings.ferrierId, ctx.ferrierId),
    input.status === 'all' ? ne(bookings.status, 'deleted') : eq(bookings.status, input.status),
    // A visit overlaps the range when it ends after the range starts and starts before the range ends.
    input.from ? gte(bookings.endAt, dayStart(input.from)) : undefined,
    input.to ? lt(bookings.startAt, dayStart(addDays(input.to, 1))) : undefined,
    input.staffId ? eq(bookings.assignedUserId, input.staffId) : undefined,
    input.customerId ? eq(bookings.customerId, input.customerId) : undefined,
    input.animalId ? hasAnimal(input.animalId) : undefined,
    afterCursor(BY_START, bookings.id, input.cursor),
  ];
  const rows = await ctx.db
    .select({ ...rowColumns, sortValue: sql<string>`${bookings.startAt}::text` })
    .from(bookings)
    .leftJoin(customers, customerJoin)
    .leftJoin(users, personJoin)
    .leftJoin(staffProfiles, profileJoin)
    .where(and(...conditions))
    .orderBy(...orderBy(BY_START, bookings.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit);
  return {
    data: page.rows.map(({ sortValue: _, ...row }) => row),
    nextCursor: page.nextCursor,
  };
}
