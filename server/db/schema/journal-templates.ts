// Journal templates: pre-filled journal fields a ferrier reuses for routine visits.
import { boolean, index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { journals } from './journals';

export const journalTemplates = pgTable(
  'journal_templates',
  {
    id: id(),
    ferrierId: ferrierId(),
    name: varchar({ length: 100 }).notNull(),
    /** Journal field values keyed by the journal's property names, treatments and pharmaceuticals as arrays. */
    fields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isFavorite: boolean().notNull().default(false),
    usageCount: integer().notNull().default(0),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** The journal it was made from; the template stands alone once made. */
    sourceJournalId: uuid().references(() => journals.id, { onDelete: 'set null' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  // Lists show favourites first, then by name.
  (t) => [tenantRows(), index('journal_templates_ferrier_id_idx').on(t.ferrierId, t.isFavorite, t.name)],
);
