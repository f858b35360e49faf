// A journal's lines as its reads take them: a subquery per kind of line giving a JSON array beside the journal's row,
// so a journal and all its lines come back in one statement (stored-journals.ts, photos/journal-media.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { journals } from '@/server/db/schema';

/**
 * A subquery as one piece of a selected field. Drizzle writes the column references at the top of a field of a
 * select without joins bare (no table name); inside a subquery a bare "id" would name the subquery's own column, not
 * the journal's. Wrapped, they keep their table's name.
 */
export const whole = <T>(subquery: SQL) => sql<T>`${subquery}`;

export type LineTable = PgTable & { journalId: AnyPgColumn; ferrierId: AnyPgColumn };

/**
 * The rows of `table` of the outer statement's journal in the tenant, as a JSON array of objects with `fields` (in
 * that order), sorted by `order`; an empty array when there are none.
 */
export function linesJson<T>(
  table: LineTable,
  fields: Record<string, AnyPgColumn | SQL>,
  order: Array<AnyPgColumn | SQL>,
  ferrierId: string,
) {
  // The keys are names in our code, never input: written into the statement as literals (a parameter's type could
  // not be told), and refused unless plain.
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`linesJson: not a plain key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return whole<T[]>(sql`(
    select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${sql.join(order, sql`, `)}),
                    '[]'::json)
    from ${table}
    where ${table.journalId} = ${journals.id} and ${table.ferrierId} = ${ferrierId})`);
}
