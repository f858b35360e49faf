// Calendar bookings: a visit to a customer's animal at a time and place.
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { animals } from './animals';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { customers } from './customers';

/** 'deleted' is a status, not a row deletion: invoices and journals may still point at the booking. */
export const bookingStatus = pgEnum('booking_status', ['active', 'cancelled', 'completed', 'deleted']);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    ferrierId: ferrierId(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    notes: varchar({ length: 2000 }),
    // A booking is only a calendar entry; it may lose its customer or animal without harm.
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    animalId: uuid().references(() => animals.id, { onDelete: 'set null' }),
    address: varchar({ length: 200 }),
    postalNumber: varchar({ length: 5 }),
    city: varchar({ length: 100 }),
    referenceNumber: varchar({ length: 50 }),
    status: bookingStatus().notNull().default('active'),
    /** Set by the reminder job so a reminder goes out once even with several workers. */
    reminderSentAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('bookings_ferrier_id_idx').on(t.ferrierId, t.startAt),
    index('bookings_customer_id_idx').on(t.customerId),
    index('bookings_animal_id_idx').on(t.animalId),
    check('bookings_end_after_start', sql`${t.endAt} >= ${t.startAt}`),
  ],
);
