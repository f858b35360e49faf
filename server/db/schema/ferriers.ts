// The account holder (the spec's "ferrier"): the company, and the tenant every other table belongs to.
import {
  boolean,
  date,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantRows } from './tenant-rows';

export const accountStatus = pgEnum('account_status', ['unverified', 'active', 'cancelled']);

export const ferriers = pgTable(
  'ferriers',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    title: varchar({ length: 50 }),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 20 }),
    organizationName: varchar({ length: 100 }).notNull(),
    organizationNumber: varchar({ length: 10 }).notNull(),
    address: varchar({ length: 200 }),
    postNumber: varchar({ length: 5 }),
    postPlace: varchar({ length: 100 }),
    logoFileId: uuid(),
    profilePictureFileId: uuid(),
    /** Momsregistreringsnummer (SE + the 10-digit organisation number + 01); printed on invoices. */
    vatNumber: varchar({ length: 14 }),
    /** "Godkänd för F-skatt": printed on invoices when true. */
    fTax: boolean().notNull().default(false),
    /** Öre per km of the invoices' mileage line; null: Skatteverket's tax-free 2.50 kr/km (DEFAULT_MILEAGE_RATE_ORE_PER_KM). */
    mileageRateOre: integer(),
    language: varchar({ length: 2 }).notNull().default('en'),
    /** Hours before a visit that the customer is reminded; null turns reminders off. */
    reminderLeadHours: smallint().default(24),
    status: accountStatus().notNull().default('unverified'),
    trialEndsAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Date after which the purge job deletes the tenant (cancellation + 30 days). */
    purgeAfter: date({ mode: 'string' }),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // The tenant sees its own row only.
  () => [tenantRows('id')],
);
