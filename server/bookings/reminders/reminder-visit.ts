// A visit as the reminder and the answer page tell it: when, where, which horses, and the company that comes. The
// reminder job reads it with the system handle (it works across accounts); the answer page as the tenant its token
// opens (booking-response.ts).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { stockholmParts } from '@/lib/time-zone';
import type { BookingResponseVisit } from '@/lib/validation/booking-response';
import { systemDb } from '@/server/db/system';
import type { TenantDb } from '@/server/db/tenant';
import {
  animals,
  bookingAnimals,
  bookings,
  customers,
  ferriers,
  staffProfiles,
  users,
} from '@/server/db/schema';

export type ReminderVisit = {
  id: string;
  ferrierId: string;
  status: string;
  startAt: Date;
  endAt: Date;
  address: string | null;
  postalNumber: string | null;
  city: string | null;
  animals: string[];
  response: 'confirmed' | 'declined' | null;
  respondedAt: Date | null;
  company: { name: string; phone: string | null; email: string };
  /** Who comes: the booking's person with their title (a staff member's profile, the owner's from the company). */
  person: { name: string; title: string | null } | null;
  /** Null when the booking has no customer (any more). */
  customer: { firstName: string; email: string | null; phone: string | null; language: Locale } | null;
};

/** The one visit `where` picks (on bookings), or null; read on `db` (a tenant's, or the system handle). */
export async function readVisit(
  where: SQL | undefined,
  db: Pick<TenantDb, 'select'> = systemDb(),
): Promise<ReminderVisit | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      ferrierId: bookings.ferrierId,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      address: bookings.address,
      postalNumber: bookings.postalNumber,
      city: bookings.city,
      response: bookings.response,
      respondedAt: bookings.respondedAt,
      companyName: ferriers.organizationName,
      companyPhone: ferriers.phone,
      companyEmail: ferriers.email,
      customerId: customers.id,
      customerFirstName: customers.firstName,
      customerEmail: customers.email,
      customerPhone: customers.phone,
      customerLanguage: customers.language,
      personName: users.name,
      personTitle: sql<
        string | null
      >`coalesce(${staffProfiles.title}, case when ${users.role} = 'owner' then ${ferriers.title} end)`,
    })
    .from(bookings)
    .innerJoin(ferriers, eq(ferriers.id, bookings.ferrierId))
    .leftJoin(
      customers,
      and(eq(customers.id, bookings.customerId), eq(customers.ferrierId, bookings.ferrierId)),
    )
    .leftJoin(users, and(eq(users.id, bookings.assignedUserId), eq(users.ferrierId, bookings.ferrierId)))
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.userId, bookings.assignedUserId), eq(staffProfiles.ferrierId, bookings.ferrierId)),
    )
    .where(where)
    .limit(1);
  if (!row) return null;
  const horses = await db
    .select({ name: animals.name })
    .from(bookingAnimals)
    .innerJoin(
      animals,
      and(eq(animals.id, bookingAnimals.animalId), eq(animals.ferrierId, bookingAnimals.ferrierId)),
    )
    .where(and(eq(bookingAnimals.bookingId, row.id), eq(bookingAnimals.ferrierId, row.ferrierId)))
    .orderBy(asc(bookingAnimals.position), asc(animals.name));
  return {
    id: row.id,
    ferrierId: row.ferrierId,
    status: row.status,
    startAt: row.startAt,
    endAt: row.endAt,
    address: row.address,
    postalNumber: row.postalNumber,
    city: row.city,
    animals: horses.map((h) => h.name),
    response: row.response,
    respondedAt: row.respondedAt,
    company: { name: row.companyName, phone: row.companyPhone, email: row.companyEmail },
    person: row.personName ? { name: row.personName, title: row.personTitle?.trim() || null } : null,
    customer:
      row.customerId === null
        ? null
        : {
            firstName: row.customerFirstName!,
            email: row.customerEmail,
            phone: row.customerPhone,
            language: isLocale(row.customerLanguage) ? row.customerLanguage : 'sv',
          },
  };
}

/** What the public answer page shows: the visit, and nothing of the customer's beyond what the reminder said. */
export function publicVisit(visit: ReminderVisit): BookingResponseVisit {
  const start = stockholmParts(visit.startAt);
  const end = stockholmParts(visit.endAt);
  return {
    company: { name: visit.company.name, phone: visit.company.phone },
    startAt: visit.startAt.toISOString(),
    endAt: visit.endAt.toISOString(),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    address: visit.address,
    postalNumber: visit.postalNumber,
    city: visit.city,
    animals: visit.animals,
    response: visit.response,
    respondedAt: visit.respondedAt?.toISOString() ?? null,
  };
}
