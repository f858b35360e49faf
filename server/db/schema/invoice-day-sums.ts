// The invoice list's sums kept beside the invoices (migration 0022): per account, invoice date, due date and the
// facts the list filters by, the number of invoices and their grand total, kept in step by triggers on invoices.
import { bigint, boolean, date, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ferrierId, id } from './columns';
import { invoiceStatus } from './invoices';
import { tenantRows } from './tenant-rows';

/**
 * invoices/list's `summary` reads these instead of every invoice the filter matches: their number grows with the
 * days an account has invoiced on (and its payment terms), not with its invoices. The due date is part of the key so
 * that "overdue" (unpaid, due before today) is a range of it. Written only by the triggers of
 * db/migrations/0022_invoice_day_sums.sql (statement-level, over the changed rows at once); a key whose invoices
 * have all moved on keeps its row at zero.
 */
export const invoiceDaySums = pgTable(
  'invoice_day_sums',
  {
    // An id as every tenant table has (the purge and the tenant tests read rows by it); the key is the unique index.
    id: id(),
    ferrierId: ferrierId(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    status: invoiceStatus().notNull(),
    /** sent_at is set (the list's sent / not sent filters). */
    sent: boolean().notNull(),
    /** locked_at is set (the list's locked filter). */
    locked: boolean().notNull(),
    invoiceCount: integer().notNull().default(0),
    // A sum of many invoices' öre can pass 2^31; as a number it stays exact far beyond any account's total.
    grandTotalOre: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('invoice_day_sums_key').on(t.ferrierId, t.invoiceDate, t.dueDate, t.status, t.sent, t.locked),
  ],
);
