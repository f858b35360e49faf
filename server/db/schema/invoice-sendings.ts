// Every sending of an invoice to its customer: to which address, which PDF (stored as it was mailed), who asked and
// when, and when the mail job got it out. Kept like journal_sendings, never changed but for `mailed_at`.
import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { storedFiles } from './files';
import { invoices } from './invoices';
import { tenantRows } from './tenant-rows';

export const invoiceSendings = pgTable(
  'invoice_sendings',
  {
    id: id(),
    ferrierId: ferrierId(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The customer's address when it was sent; answers and history show it masked (a***@example.se). */
    toAddress: varchar({ length: 254 }).notNull(),
    /** The PDF as mailed (stored_files, purpose 'invoice'): kept with the invoice, as bookkeeping law asks. */
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    sentByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set by the invoice-mail job once the mail host took the mail; null while it waits (or is retried). */
    mailedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('invoice_sendings_ferrier_id_idx').on(t.ferrierId),
    index('invoice_sendings_invoice_id_idx').on(t.invoiceId, t.createdAt),
    index('invoice_sendings_file_id_idx').on(t.fileId),
  ],
);
