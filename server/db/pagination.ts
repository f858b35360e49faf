// Keyset (cursor) pagination shared by the list use cases: stable under inserts, and as fast on
// page 200 as on page 1 because every step is an index range scan on (ferrier_id, sort key, id).
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@/server/errors';

export type SortKey = {
  /** A non-null expression (use coalesce for nullable columns). */
  expression: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  /** The Postgres type the cursor's value is cast back to. */
  type: 'text' | 'date' | 'timestamptz' | 'numeric';
};

type Cursor = { value: string; id: string };

export function encodeCursor(value: unknown, id: string): string {
  const v = value instanceof Date ? value.toISOString() : String(value);
  return Buffer.from(JSON.stringify([v, id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day with a year PostgreSQL takes (1–9999; there is no year 0). */
function isDay(year: string, month: string, day: string): boolean {
  const d = new Date(0);
  d.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return (
    Number(year) >= 1 &&
    d.getUTCFullYear() === Number(year) &&
    d.getUTCMonth() === Number(month) - 1 &&
    d.getUTCDate() === Number(day)
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** As PostgreSQL writes a timestamptz as text (2026-03-14 09:30:00.123456+00) or as toISOString() does. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;
const NUMERIC = /^-?\d{1,30}(\.\d{1,30})?$/;

/** Whether `value` is something this sort key's column type can hold; anything else would fail in SQL. */
function fitsType(value: string, type: SortKey['type']): boolean {
  switch (type) {
    case 'text':
      return !value.includes('\u0000');
    case 'date': {
      const m = DATE.exec(value);
      return value === 'infinity' || value === '-infinity' || (!!m && isDay(m[1]!, m[2]!, m[3]!));
    }
    case 'timestamptz': {
      const m = TIMESTAMP.exec(value);
      return !!m && isDay(m[1]!, m[2]!, m[3]!);
    }
    case 'numeric':
      return NUMERIC.test(value);
  }
}

/** A cursor is opaque to clients; one that was altered is refused here, before its value reaches SQL. */
function decodeCursor(cursor: string, type: SortKey['type']): Cursor {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof value === 'string' && typeof id === 'string' && UUID.test(id) && fitsType(value, type))
      return { value, id };
  } catch {
    // fall through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', { cursor: 'validation.cursor' });
}

function after(sort: SortKey, id: AnyPgColumn, value: unknown, cursorId: unknown): SQL {
  const typed = sql`cast(${value} as ${sql.raw(sort.type)})`;
  return sort.direction === 'asc'
    ? sql`(${sort.expression}, ${id}) > (${typed}, ${cursorId}::uuid)`
    : sql`(${sort.expression}, ${id}) < (${typed}, ${cursorId}::uuid)`;
}

/** Rows after the cursor, in the sort's direction. */
export function afterCursor(sort: SortKey, id: AnyPgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const c = decodeCursor(cursor, sort.type);
  return after(sort, id, c.value, c.id);
}

/** Rows after the cursor given as the `cursorValue` and `cursorId` values of the call (./prepared.ts). */
export const afterCursorOfCall = (sort: SortKey, id: AnyPgColumn): SQL =>
  after(sort, id, sql.placeholder('cursorValue'), sql.placeholder('cursorId'));

/** The values afterCursorOfCall takes, from the cursor a client sent (refused when altered). */
export function cursorValues(sort: SortKey, cursor: string) {
  const c = decodeCursor(cursor, sort.type);
  return { cursorValue: c.value, cursorId: c.id };
}

export function orderBy(sort: SortKey, id: AnyPgColumn): SQL[] {
  return sort.direction === 'asc'
    ? [sql`${sort.expression} asc`, sql`${id} asc`]
    : [sql`${sort.expression} desc`, sql`${id} desc`];
}

/**
 * Takes `limit + 1` rows fetched with `sortValue` selected, returns the page's rows (still with their `sortValue`,
 * which the caller drops as it shapes each row once) and the cursor of the next page.
 */
export function toPage<T extends { id: string; sortValue: unknown }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return { rows: pageRows, nextCursor: more && last ? encodeCursor(last.sortValue, last.id) : null };
}

/** A name column in Swedish alphabetical order; matches the (ferrier_id, sort_name collate …, id) indexes. */
export const swedishName = (column: AnyPgColumn | SQL) => sql`${column} collate "sv-SE-x-icu"`;
