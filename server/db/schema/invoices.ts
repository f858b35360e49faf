// Invoices and their product/service lines; amounts in öre, VAT rates copied onto each line.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { ferrierId, id, ore, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { customers } from './customers';
import { products } from './inventory';
import { journals } from './journals';
import { services } from './services';

/**
 * Where the invoice is in its life: draft (editable), pending (issued, awaiting payment), paid,
 * cancelled (a draft given up), credited (an issued invoice reversed by a credit invoice in accounting).
 * Locked and sent are separate facts (locked_at, sent_at): an invoice can be sent and still pending.
 */
export const invoiceStatus = pgEnum('invoice_status', ['draft', 'pending', 'paid', 'cancelled', 'credited']);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    ferrierId: ferrierId(),
    // Bookkeeping law keeps invoices for 7 years, so their customer can't be deleted out from under them.
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    journalId: uuid().references(() => journals.id, { onDelete: 'set null' }),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** Invoice date + the customer's payment terms, fixed when the invoice is created. */
    dueDate: date({ mode: 'string' }).notNull(),
    /** Null until assigned (by the accounting system when connected); from then on part of an unbroken series. */
    invoiceNumber: varchar({ length: 19 }),
    // Totals are formed (and rounded) from the lines when the invoice is saved.
    netTotalOre: ore().notNull().default(0),
    vatTotalOre: ore().notNull().default(0),
    grandTotalOre: ore().notNull().default(0),
    note: text(),
    status: invoiceStatus().notNull().default('draft'),
    /** After this the invoice and its lines are never edited again; corrections are credit invoices. */
    lockedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** Travel charged to the customer (milersättning). */
    mileageKm: numeric({ precision: 8, scale: 1, mode: 'number' }),
    mileageRateOre: ore(),
    /** Reference the customer pays with, so the payment can be matched (digits, length and Luhn check digits). */
    ocrReference: varchar({ length: 25 }),
    fortnoxDocumentNumber: varchar({ length: 20 }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('invoices_ferrier_id_idx').on(t.ferrierId, t.invoiceDate),
    uniqueIndex('invoices_ferrier_id_invoice_number_unique').on(t.ferrierId, t.invoiceNumber),
    uniqueIndex('invoices_ferrier_id_ocr_reference_unique').on(t.ferrierId, t.ocrReference),
    index('invoices_customer_id_idx').on(t.customerId),
    index('invoices_booking_id_idx').on(t.bookingId),
    index('invoices_journal_id_idx').on(t.journalId),
    // The 5-minute unpaid check scans only invoices still awaiting payment.
    index('invoices_pending_idx')
      .on(t.ferrierId)
      .where(sql`${t.status} = 'pending'`),
    check('invoices_mileage_non_negative', sql`${t.mileageKm} >= 0 and ${t.mileageRateOre} >= 0`),
  ],
);

export const invoiceLineKind = pgEnum('invoice_line_kind', ['product', 'service']);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    // Child rows carry ferrier_id too, so every query can filter by tenant and the tenant purge reaches them directly.
    ferrierId: ferrierId(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: invoiceLineKind().notNull(),
    /** Copied from the product or service, so renaming one never changes an issued invoice. */
    name: varchar({ length: 200 }).notNull(),
    // A product or service that appears on an invoice can be deactivated but not deleted.
    serviceId: uuid().references(() => services.id, { onDelete: 'restrict' }),
    productId: uuid().references(() => products.id, { onDelete: 'restrict' }),
    quantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    pricePerUnitOre: ore().notNull(),
    discountPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Copied from the product or service at the time, since rates change (food VAT 2026–2027). */
    vatPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    unit: smallint().notNull().default(1),
    /** quantity × price − discount, excluding VAT, rounded to whole öre (the first place a total is formed). */
    lineTotalOre: ore().notNull(),
    vatAmountOre: ore().notNull(),
    position: smallint().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('invoice_lines_ferrier_id_idx').on(t.ferrierId),
    index('invoice_lines_invoice_id_idx').on(t.invoiceId, t.position),
    index('invoice_lines_service_id_idx').on(t.serviceId),
    index('invoice_lines_product_id_idx').on(t.productId),
    check('invoice_lines_unit_code', sql`${t.unit} in (1, 2)`),
    check('invoice_lines_service_has_service_id', sql`${t.kind} <> 'service' or ${t.serviceId} is not null`),
    check(
      'invoice_lines_non_negative',
      sql`${t.quantity} >= 0 and ${t.pricePerUnitOre} >= 0 and ${t.vatPercent} >= 0 and ${t.discountPercent} between 0 and 100`,
    ),
  ],
);
