// Reference data (animal types and breeds, product types and sub-types, service types): global rows, seeded, named
// in English and Swedish. Pickers get both names, the one in the caller's language, and that language's order.
import 'server-only';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import { swedishName } from './pagination';
import { containsTerm, folded } from './search';

type Named = { nameEn: AnyPgColumn; nameSv: AnyPgColumn };

/** The tables hold a few dozen rows; this only bounds an answer. */
const MAX_ROWS = 500;

/** The name column in the caller's language. */
export const nameIn = (table: Named, locale: Locale) => (locale === 'sv' ? table.nameSv : table.nameEn);

/** Both names, and the one in the caller's language as `name`. */
export const names = <T extends Named>(table: T, locale: Locale) => ({
  nameEn: table.nameEn as T['nameEn'],
  nameSv: table.nameSv as T['nameSv'],
  name: nameIn(table, locale) as T['nameEn'],
});

/** ?search in either language, by the registers' rule (./search); a few dozen rows need no index. */
export function nameMatches(table: Named, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(containsTerm(folded(table.nameEn), search), containsTerm(folded(table.nameSv), search));
}

/**
 * The rows of a picker: matching ?search (and `where`), in alphabetical order of the caller's language — after the
 * rows `first` holds for (the usual choice, offered at the top).
 */
export function referenceSuggestions<Q extends PgSelect>(
  query: Q,
  table: Named,
  locale: Locale,
  search: string | undefined,
  where?: SQL,
  first?: SQL,
) {
  const alphabetical = swedishName(nameIn(table, locale));
  return query
    .where(and(where, nameMatches(table, search)))
    .orderBy(...(first ? [sql`(${first}) desc`, alphabetical] : [alphabetical]))
    .limit(MAX_ROWS);
}
