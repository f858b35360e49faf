// Calendar bookings: a visit to a customer's animals at a time and place, by one person of the account.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { animals } from './animals';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { customers } from './customers';
import { services } from './services';
import { tenantRows } from './tenant-rows';

/** 'deleted' is a status, not a row deletion: invoices and journals may still point at the booking. */
export const bookingStatus = pgEnum('booking_status', ['active', 'cancelled', 'completed', 'deleted']);

/** The customer's answer through the reminder's links. */
export const bookingResponse = pgEnum('booking_response', ['confirmed', 'declined']);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    ferrierId: ferrierId(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    notes: varchar({ length: 2000 }),
    // A booking is only a calendar entry; it may lose its customer without harm.
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** Who does the visit (the owner today; staff later). A removed user leaves the booking unassigned. */
    assignedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    address: varchar({ length: 200 }),
    postalNumber: varchar({ length: 5 }),
    city: varchar({ length: 100 }),
    /** B-2026-0042: per account and year, from reference_counters. */
    referenceNumber: varchar({ length: 50 }),
    status: bookingStatus().notNull().default('active'),
    /** iCalendar SEQUENCE: raised on every change so subscribed calendars take the new version. */
    sequence: integer().notNull().default(0),
    /** Set by the reminder job when it claims the booking, so a reminder goes out once even with several workers. */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the token in the reminder's confirm / can't-come links; the token itself is only in the mail. */
    responseTokenHash: varchar({ length: 64 }),
    response: bookingResponse(),
    respondedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('bookings_ferrier_id_idx').on(t.ferrierId, t.startAt),
    index('bookings_customer_id_idx').on(t.customerId),
    index('bookings_assigned_user_id_idx').on(t.assignedUserId, t.startAt),
    uniqueIndex('bookings_reference_number_unique').on(t.ferrierId, t.referenceNumber),
    uniqueIndex('bookings_response_token_unique').on(t.responseTokenHash),
    // The reminder sweep: active bookings not yet reminded, by start.
    index('bookings_reminder_due_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'active' and ${t.reminderSentAt} is null`),
    check('bookings_end_after_start', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/** The animals a visit covers: a stable visit often does several horses of one customer. */
export const bookingAnimals = pgTable(
  'booking_animals',
  {
    id: id(),
    ferrierId: ferrierId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    animalId: uuid()
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('booking_animals_booking_animal_unique').on(t.bookingId, t.animalId),
    index('booking_animals_animal_id_idx').on(t.animalId),
    index('booking_animals_ferrier_id_idx').on(t.ferrierId),
  ],
);

/** The services planned for the visit; they become invoice lines later. */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: id(),
    ferrierId: ferrierId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    quantity: smallint().notNull().default(1),
    position: smallint().notNull().default(0),
  },
  (t) => [
    tenantRows(),
    index('booking_services_booking_id_idx').on(t.bookingId, t.position),
    index('booking_services_service_id_idx').on(t.serviceId),
    index('booking_services_ferrier_id_idx').on(t.ferrierId),
    check('booking_services_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Readable per-account sequences (B-2026-0042): one row per account, series and year, raised by an upsert so two
 * records made at once never get the same number (server/records/next-reference.ts).
 */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    id: id(),
    ferrierId: ferrierId(),
    /** The series: 'B' for bookings, 'J' for journals, an invoice series. */
    kind: varchar({ length: 20 }).notNull(),
    year: smallint().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('reference_counters_ferrier_kind_year_unique').on(t.ferrierId, t.kind, t.year),
  ],
);
