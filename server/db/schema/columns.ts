// Column sets shared by every table, so ids, timestamps and tenancy look the same everywhere.
import { sql } from 'drizzle-orm';
import { text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { ferriers } from './ferriers';

export const id = () => uuid().primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** ferrier_id of a tenant table: deleting the tenant (the 30-day purge) deletes its rows. */
export const ferrierId = () =>
  uuid()
    .notNull()
    .references(() => ferriers.id, { onDelete: 'cascade' });

/** Money is stored as integer öre; bigint would arrive as string, and 2^53 öre is far beyond any invoice. */
export { integer as ore } from 'drizzle-orm/pg-core';

/**
 * Generated text for list sorting and pg_trgm search: Postgres keeps it in step with the row, and the indexes on
 * it make keyset pagination and `LIKE '%term%'` fast on tens of thousands of rows.
 * Expressions use column names directly (a table cannot refer to itself while it is being defined).
 */
export const generatedText = (expression: string) => text().notNull().generatedAlwaysAs(sql.raw(expression));

/** Text of optional columns joined for search: `coalesce(col, '')` separated by spaces. */
export const joined = (...columns: string[]) =>
  columns.map((c) => `coalesce(${c}::text, '')`).join(` || ' ' || `);

/**
 * The SQL function of the one search rule: lower case, and å ä ö and the other Latin diacritics folded to their base
 * letter, so "strom" finds Ström and "ström" finds Strom. Defined in db/migrations/0005_search_fold.sql; the
 * registers' search_text is folded with it when a row is written, the typed term when it is searched
 * (server/db/search.ts).
 */
export const SEARCH_FOLD = 'search_fold';

/** A register's search text: the columns joined and folded, behind a trigram index. */
export const foldedSearchText = (...columns: string[]) =>
  generatedText(`${SEARCH_FOLD}(${joined(...columns)})`);

/**
 * Names sort in Swedish alphabetical order (… X Y Z Å Ä Ö), through ICU, which PostgreSQL's usual builds and
 * the embedded one include. Lists order by, and index, this expression.
 */
export const swedishSort = (column: string) => sql.raw(`"${column}" collate "sv-SE-x-icu"`);

/**
 * The key of a register's list index: tenant, Swedish name order, id — and after the id, which is unique and so ends
 * the order, the row's status and search text. They change nothing in the order but let a ?search that walks the order
 * filter on the index alone (an index-only scan, no table row read per entry). A term whose matches all sit far into
 * the order ("Kanel 1" … "Kanel 9999" behind every "B…") walks there seven times faster at 100,000 rows. Only for
 * registers whose search text is short enough for an index entry (services' holds a 2,000-character description).
 */
export const searchableListKey = (t: {
  ferrierId: PgColumn;
  id: PgColumn;
  status: PgColumn;
  searchText: PgColumn;
}) => [t.ferrierId, swedishSort('sort_name'), t.id, t.status, t.searchText] as const;
