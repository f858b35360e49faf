// The one search rule of every list and picker: the typed term anywhere in the text, both folded by the SQL function
// search_fold (lower case, å ä ö and the other Latin diacritics as their base letter; see SEARCH_FOLD). The registers
// store their text folded (search_text, with a trigram index that `like '%…%'` uses); reference data is folded here.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_FOLD } from './schema/columns';

/** Text folded as search compares it. */
export const folded = (text: AnyPgColumn | SQL) => sql`${sql.raw(SEARCH_FOLD)}(${text})`;

/** LIKE's wildcards and escape character taken literally. */
const literal = (term: string) => term.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Whether `foldedText` (a search_text column, or `folded(column)`) contains the typed term. The term is folded in
 * SQL by the same function, so both sides follow one rule; on a constant term the planner folds it before it picks
 * the trigram index.
 */
export const containsTerm = (foldedText: AnyPgColumn | SQL, term: string): SQL =>
  sql`${foldedText} like ('%' || ${folded(sql`${literal(term)}`)} || '%')`;
