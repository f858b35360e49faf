// Invoices and their product/service lines; amounts in öre, VAT rates copied onto each line.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  integer,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AccountingFailure } from '@/lib/validation/invoice';
import { bookings } from './bookings';
import { ferrierId, id, ore, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { customers } from './customers';
import { products } from './inventory';
import { journals } from './journals';
import { services } from './services';

/**
 * Where the invoice is in its life (lib/validation/invoice.ts INVOICE_LIFE): draft (editable, no number), registered
 * (numbered, OCR, awaiting sending), sent, paid, cancelled (a draft given up), credited (reversed by a credit invoice).
 * Locked is a separate fact (locked_at): after sending or bookkeeping in the accounting system.
 */
export const invoiceStatus = pgEnum('invoice_status', [
  'draft',
  'registered',
  'sent',
  'paid',
  'cancelled',
  'credited',
]);

/** Where the invoice stands with the accounting system (Fortnox): not sent there, waiting, synced, failed. */
export const accountingSyncState = pgEnum('accounting_sync_state', [
  'notConnected',
  'pending',
  'synced',
  'failed',
]);

/** A party of an issued invoice as it was then: editing the customer or the company later changes nothing on it. */
export type InvoiceParty = {
  name: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  organizationNumber: string | null;
  vatNumber: string | null;
  email?: string | null;
  phone?: string | null;
  fTax?: boolean;
  language?: 'sv' | 'en';
};

/** The payment details printed on an issued invoice, as they were then. */
export type InvoicePayment = {
  bankgiro: string | null;
  plusgiro: string | null;
  bankClearing: string | null;
  bankAccount: string | null;
  swishNumber: string | null;
};

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
    /** The credit invoice's original: a credit invoice reverses it with negative amounts. */
    creditOfInvoiceId: uuid().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** Leveransdatum: the day the work was done (the visit), printed on the invoice. */
    supplyDate: date({ mode: 'string' }),
    /** Invoice date + the customer's payment terms, fixed when the invoice is created. */
    dueDate: date({ mode: 'string' }).notNull(),
    /** Null until assigned (by the accounting system when connected); from then on part of an unbroken series. */
    invoiceNumber: varchar({ length: 19 }),
    // Totals are formed (and rounded) from the lines when the invoice is saved.
    netTotalOre: ore().notNull().default(0),
    vatTotalOre: ore().notNull().default(0),
    /** Öresavrundning: grand total − (net + VAT), its own row on the invoice. */
    roundingOre: ore().notNull().default(0),
    grandTotalOre: ore().notNull().default(0),
    note: text(),
    status: invoiceStatus().notNull().default('draft'),
    /** After this the invoice and its lines are never edited again; corrections are credit invoices. */
    lockedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** When the owner was told it became overdue (server/invoices/overdue-invoices.ts): told once per invoice. */
    overdueNoticedAt: timestamp({ withTimezone: true }),
    /** Travel charged to the customer (milersättning). */
    mileageKm: numeric({ precision: 8, scale: 1, mode: 'number' }),
    mileageRateOre: ore(),
    /** Reference the customer pays with, so the payment can be matched (digits, length and Luhn check digits). */
    ocrReference: varchar({ length: 25 }),
    /** Seller, buyer and payment details frozen when the invoice is registered; null while a draft (read live). */
    seller: jsonb().$type<InvoiceParty>(),
    buyer: jsonb().$type<InvoiceParty>(),
    payment: jsonb().$type<InvoicePayment>(),
    registeredAt: timestamp({ withTimezone: true }),
    createdByUserId: uuid(),
    fortnoxDocumentNumber: varchar({ length: 20 }),
    accountingState: accountingSyncState().notNull().default('notConnected'),
    /** Why the last sync failed, as recorded for support (the accounting system's message, no personal data). */
    accountingError: text(),
    /** The same failure as a code and what its message names, worded in the reader's language when read. */
    accountingFailure: jsonb().$type<AccountingFailure>(),
    accountingSyncedAt: timestamp({ withTimezone: true }),
    bookkeptAt: timestamp({ withTimezone: true }),
    /** Raised on every change, as on the other records with a life (server/records/transition.ts). */
    sequence: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    // The list's order (newest invoice date first, then id) read backwards, page by page (keyset).
    index('invoices_ferrier_id_idx').on(t.ferrierId, t.invoiceDate, t.id),
    uniqueIndex('invoices_ferrier_id_invoice_number_unique').on(t.ferrierId, t.invoiceNumber),
    // ?search by number (`ilike '%…%'`), read through the search view (migration 0022) as the registers' searches are.
    index('invoices_number_trgm_idx').using('gin', t.invoiceNumber.op('gin_trgm_ops')),
    uniqueIndex('invoices_ferrier_id_ocr_reference_unique').on(t.ferrierId, t.ocrReference),
    // A customer's invoices in the list's order (?customerId, the customer's page): a walk of its newest, however many
    // the customer has; also the foreign key's index.
    index('invoices_customer_id_idx').on(t.customerId, t.invoiceDate, t.id),
    index('invoices_booking_id_idx').on(t.bookingId),
    index('invoices_journal_id_idx').on(t.journalId),
    // The 5-minute unpaid check scans only invoices still awaiting payment.
    index('invoices_unpaid_idx')
      .on(t.ferrierId, t.dueDate)
      .where(sql`${t.status} in ('registered', 'sent')`),
    index('invoices_credit_of_idx').on(t.creditOfInvoiceId),
    check('invoices_mileage_non_negative', sql`${t.mileageKm} >= 0 and ${t.mileageRateOre} >= 0`),
  ],
);

/** A service (with its id), a product from stock (with its id), mileage (km × rate), or a free-text line. */
export const invoiceLineKind = pgEnum('invoice_line_kind', ['product', 'service', 'mileage', 'other']);

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
    check('invoice_lines_product_has_product_id', sql`${t.kind} <> 'product' or ${t.productId} is not null`),
    // A credit invoice's lines have negative quantities; prices, rates and discounts are never negative.
    check(
      'invoice_lines_non_negative',
      sql`${t.pricePerUnitOre} >= 0 and ${t.vatPercent} >= 0 and ${t.discountPercent} between 0 and 100`,
    ),
  ],
);
