// The invoice list's sums per customer (migration 0023): per account, customer and the facts the list filters by, the
// number of invoices and their grand total, kept in step by the same triggers on invoices as invoice_day_sums.
import { bigint, boolean, date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { ferrierId, id } from './columns';
import { customers } from './customers';
import { invoiceStatus } from './invoices';
import { tenantRows } from './tenant-rows';

/**
 * invoices/list's `summary` for a customer or a customer-name search reads these instead of every invoice of the
 * matching customers: a customer has a few rows whatever its history — one per status, sent and locked — and, while
 * invoices await payment, one per due date of those, so that "overdue" (unpaid, due before today) is a range of it.
 * A paid, credited, cancelled or draft invoice is never overdue, so its due date is not kept (null): a customer's
 * years of paid invoices sum into one or two rows. Written only by the triggers of
 * db/migrations/0023_invoice_customer_sums.sql; a key whose invoices have all moved on keeps its row at zero.
 */
export const invoiceCustomerSums = pgTable(
  'invoice_customer_sums',
  {
    // An id as every tenant table has (the purge and the tenant tests read rows by it); the key is the unique one.
    id: id(),
    ferrierId: ferrierId(),
    // A customer with invoices cannot be deleted; one whose invoices are all gone takes its rows at zero along.
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: invoiceStatus().notNull(),
    /** sent_at is set (the list's sent / not sent filters). */
    sent: boolean().notNull(),
    /** locked_at is set (the list's locked filter). */
    locked: boolean().notNull(),
    /** The due date of invoices awaiting payment (registered or sent); null for the rest. */
    dueDate: date({ mode: 'string' }),
    invoiceCount: integer().notNull().default(0),
    // A sum of many invoices' öre can pass 2^31; as a number it stays exact far beyond any account's total.
    grandTotalOre: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    tenantRows(),
    // A customer's rows side by side; one null due date is one key (the triggers' ON CONFLICT relies on it).
    unique('invoice_customer_sums_key')
      .on(t.ferrierId, t.customerId, t.status, t.sent, t.locked, t.dueDate)
      .nullsNotDistinct(),
  ],
);
