// Ways to read data without a session: share codes for a journal or animal, and iCalendar feed tokens.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { animals } from './animals';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { journals } from './journals';

export const shareCodes = pgTable(
  'share_codes',
  {
    id: id(),
    ferrierId: ferrierId(),
    // Exactly one of the two targets (see the check); a code dies with what it shares.
    journalId: uuid().references(() => journals.id, { onDelete: 'cascade' }),
    animalId: uuid().references(() => animals.id, { onDelete: 'cascade' }),
    /**
     * The secret in the link (server/url-token.ts: 32 random bytes) is kept only as its SHA-256, so a copy of the
     * database opens no journal; the sealed copy lets the journal's page show the link again (as the calendar feed's).
     * Null for a code from before hashing, whose link can no longer be shown.
     */
    codeHash: varchar({ length: 64 }).notNull(),
    codeSealed: text(),
    /** The farrier chose to show the keeper's phone and address on the shared page (hidden by default). */
    showKeeperContact: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('share_codes_code_hash_unique').on(t.codeHash),
    index('share_codes_ferrier_id_idx').on(t.ferrierId, t.createdAt),
    index('share_codes_journal_id_idx').on(t.journalId),
    index('share_codes_animal_id_idx').on(t.animalId),
    check('share_codes_one_target', sql`num_nonnulls(${t.journalId}, ${t.animalId}) = 1`),
  ],
);

/**
 * Token in a user's calendar-feed URL. Found by its SHA-256 hash; the calendar-sync page shows the URL again from
 * an AES-GCM copy sealed with a key derived from the server secret, so the database alone gives no feed away.
 * Regenerating revokes the old row and adds a new one.
 */
export const icalendarTokens = pgTable(
  'icalendar_tokens',
  {
    id: id(),
    ferrierId: ferrierId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    tokenSealed: text().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('icalendar_tokens_token_hash_unique').on(t.tokenHash),
    index('icalendar_tokens_ferrier_id_idx').on(t.ferrierId),
    index('icalendar_tokens_user_id_idx').on(t.userId),
  ],
);
