// A journal's signatures and its amendments after signing: the append-only history the regulation asks for.
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { journals } from './journals';

// Both tables refer to their journal with restrict: a signed or amended journal can't be deleted,
// while an unsigned draft (no rows here) still can. The tenant purge reaches these rows via ferrier_id.

export const journalSignatures = pgTable(
  'journal_signatures',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The journal version this signature covers (1 for the first signing, higher after amendments). */
    journalVersion: integer().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hash of the signed content, so a later change to the row can be detected. */
    contentHash: text().notNull(),
    // Name and title as they were when signing; the regulation wants them on the record.
    signerName: varchar({ length: 200 }).notNull(),
    signerTitle: varchar({ length: 50 }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_signatures_ferrier_id_idx').on(t.ferrierId),
    index('journal_signatures_journal_id_idx').on(t.journalId, t.signedAt),
  ],
);

export const journalAmendments = pgTable(
  'journal_amendments',
  {
    id: id(),
    ferrierId: ferrierId(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    /** The journal version this change produced; one version may change several fields. */
    version: integer().notNull(),
    authorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The changed field, as the journal's property name ('findings') or a child path
     * ('treatments.<id>.notes'), so the printed history can show the original struck through.
     */
    field: varchar({ length: 200 }).notNull(),
    previousValue: jsonb(),
    newValue: jsonb(),
    reason: varchar({ length: 500 }),
    // Rows are never updated; updated_at exists only so every table looks the same.
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('journal_amendments_ferrier_id_idx').on(t.ferrierId),
    index('journal_amendments_journal_id_idx').on(t.journalId, t.version),
  ],
);
