// Issued documents printed once and kept (server/pdf/printed-copies.ts): per issued invoice or locked journal, the
// PDF of what it shows now, stored as a file, with the fingerprint of everything printed on it. A download whose
// fingerprint matches serves the stored bytes; anything printed that changed gives another fingerprint, so a stale copy
// is never served, and the row then points at the new copy (the old file, referred to by nothing, goes with
// cleanup-uploads).
import { pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ferrierId, id, timestamps } from './columns';
import { storedFiles } from './files';
import { tenantRows } from './tenant-rows';

export const printedDocuments = pgTable(
  'printed_documents',
  {
    id: id(),
    ferrierId: ferrierId(),
    /** 'invoice' or 'journal' (server/pdf/printed-copies.ts, PrintedKind). */
    kind: varchar({ length: 20 }).notNull(),
    /** The invoice's or journal's id (no foreign key: one column for both; either is deleted only with its account). */
    recordId: uuid().notNull(),
    /** SHA-256 (base64url) of everything the PDF shows: the key its bytes are kept by. */
    fingerprint: text().notNull(),
    /**
     * The version of the record the copy was printed from, as its reader states it (an invoice: when it was last
     * changed and the logo's key), or null. A download that finds the record still at this version serves the copy
     * from one small statement, without reading the record to compute the fingerprint.
     */
    sourceVersion: text(),
    fileId: uuid()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('printed_documents_record_unique').on(t.ferrierId, t.kind, t.recordId),
    uniqueIndex('printed_documents_file_id_unique').on(t.fileId),
  ],
);
