// What the register tables (customers, animals, products, services) share, so each resource's use cases say only
// what is theirs (columns, joins, sorts): rows owned by one tenant, an active/inactive status, a folded
// search_text with a trigram index and a Swedish sort_name. Ownership is part of every where clause written here, and
// every statement runs on the caller's tenant handle (ctx.db), where row-level security holds it to the same rows.
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ActiveStatus, ListQuery, StatusResult, SuggestionsQuery } from '@/lib/validation/list';
import type { TenantContext } from '@/server/context';
import { AppError } from '@/server/errors';
import type { Locale } from '@/lib/i18n/locales';
import {
  afterCursor,
  afterCursorOfCall,
  cursorValues,
  orderBy,
  swedishName,
  toPage,
  type SortKey,
} from './pagination';
import { preparedStatements } from './prepared';
import { searchView } from './schema/search-views';
import type { TenantDb } from './tenant';
import { containsTerm } from './search';

/** A table whose rows belong to one tenant. */
export type OwnedTable = PgTable & { id: PgColumn; ferrierId: PgColumn };

export type RegisterTable = OwnedTable & { status: PgColumn; searchText: PgColumn; sortName: PgColumn };

/** The row `id`, if it is the caller's. */
export const ownedRow = (table: OwnedTable, ctx: TenantContext, id: string): SQL =>
  and(eq(table.id, id), eq(table.ferrierId, ctx.ferrierId))!;

/** The row named by the `id` and `ferrierId` values of the call, in a statement built once (./prepared.ts). */
export const ownedRowOfCall = (table: OwnedTable): SQL =>
  and(eq(table.id, sql.placeholder('id')), eq(table.ferrierId, sql.placeholder('ferrierId')))!;

/** The one row a query found, or 404: another tenant's row is not found either. */
export async function foundOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Whether the row `id` exists and is the caller's. */
export async function isOwned(table: OwnedTable, ctx: TenantContext, id: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(ownedRow(table, ctx, id));
  return rows.length > 0;
}

/** Inserts a row into the caller's tenant; returns its id. */
export async function insertOwned<T extends OwnedTable>(
  table: T,
  ctx: TenantContext,
  values: Omit<T['$inferInsert'], 'ferrierId'>,
): Promise<string> {
  const [row] = await ctx.db
    .insert(table)
    .values({ ...values, ferrierId: ctx.ferrierId } as T['$inferInsert'])
    .returning({ id: table.id });
  return (row as { id: string }).id;
}

/** Changes the caller's row `id`; 404 when there is none. */
export async function updateOwned<T extends OwnedTable>(
  table: T,
  ctx: TenantContext,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<void> {
  await foundOne(
    ctx.db
      .update(table)
      .set(values)
      .where(ownedRow(table, ctx, id))
      .returning({ id: table.id }),
  );
}

/** What update-status gets: the record and its new status. */
export type StatusChange = { id: string; input: { status: ActiveStatus } };

/** update-status of every register: active ↔ inactive. */
export async function setStatus(
  table: RegisterTable,
  ctx: TenantContext,
  { id, input }: StatusChange,
): Promise<StatusResult> {
  return foundOne(
    ctx.db
      .update(table)
      .set({ status: input.status } as PgUpdateSetSource<RegisterTable>)
      .where(ownedRow(table, ctx, id))
      .returning({ id: table.id, status: table.status }),
  ) as Promise<StatusResult>;
}

/** ?search of a register: the term anywhere in the row's search text (the rule of ./search). */
export const searchMatches = (table: RegisterTable, term: string): SQL =>
  containsTerm(table.searchText, term);

/** Another register whose search text also finds a row, and how it joins the row (an animal: its owner's). */
export type SearchJoin = { table: RegisterTable; on: SQL };

/**
 * The caller's rows of `table` as a search reads them: its search view (./schema/search-views.ts), named as the table
 * itself, so every condition and order written for the table means the same there.
 */
const searchSource = (table: RegisterTable) =>
  sql`${sql.identifier(searchView(table))} as ${sql.identifier(getTableName(table))}`;

/**
 * `table.id in (…)` for ?search: from each place the term is looked for (the row's own search text, and each joined
 * register's), the first `limit` ids in the list's order that meet all of `conditions` too. The page is among them,
 * and each part is one query the planner can serve from an index as it would for the owner: walking the order's
 * index while the term is common, the trigram index when it is rare — rather than reading the tenant's rows one by
 * one, as a LIKE behind the policies or an OR across two tables makes it. Only ids come out of the views; the list
 * reads its rows from the tables, under their policies.
 */
function searchedIds(
  table: RegisterTable,
  term: string,
  joins: SearchJoin[],
  conditions: SQL | undefined,
  order: SQL[],
  limit: number,
): SQL {
  const parts = [
    { from: searchSource(table), text: table.searchText },
    ...joins.map((j) => ({
      from: sql`${searchSource(table)} join ${searchSource(j.table)} on ${j.on}`,
      text: j.table.searchText,
    })),
  ].map(
    ({ from, text }) =>
      sql`(select ${table.id} from ${from} where ${and(conditions, containsTerm(text, term))} order by ${sql.join(order, sql`, `)} limit ${limit})`,
  );
  return sql`${table.id} in (${sql.join(parts, sql` union all `)})`;
}

/** The sort value selected beside a list row, as text: timestamps' microseconds and 'infinity' survive the cursor. */
export const sortText = (sort: SortKey) => sql<string>`(${sort.expression})::text`;

type Narrowing = {
  /** Registers whose search text finds a row too (animals: the owner's). */
  searchAlso?: SearchJoin[];
  /** Further conditions of this resource's query (products: ?lowStock). */
  where?: Array<SQL | undefined>;
};

/** A register's list: its columns (with `sortText(sort)` as `sortValue`) and joins, in a language and sort. */
export type ListSelect<Q extends PgSelect> = (db: TenantDb, locale: Locale, sort: SortKey) => Q;

type PageShape = { locale: Locale; sort: SortKey; status: boolean; cursor: boolean };

/**
 * A register's list query, and its common pages — no ?search, no further condition — as statements built once per
 * language, sort, ?status and cursor (./prepared.ts). Declared once per resource, beside its use cases.
 */
export function registerList<Q extends PgSelect>(table: RegisterTable, select: ListSelect<Q>) {
  const sorts = new Map<SortKey, number>();
  const sortId = (sort: SortKey) => sorts.get(sort) ?? sorts.set(sort, sorts.size).get(sort)!;
  const pages = preparedStatements(
    ({ locale, sort, status, cursor }: PageShape) => `${locale} ${sortId(sort)} ${status} ${cursor}`,
    (db, { locale, sort, status, cursor }: PageShape) =>
      (select(db, locale, sort) as PgSelect)
        .where(
          and(
            eq(table.ferrierId, sql.placeholder('ferrierId')),
            status ? eq(table.status, sql.placeholder('status')) : undefined,
            cursor ? afterCursorOfCall(sort, table.id) : undefined,
          ),
        )
        .orderBy(...orderBy(sort, table.id))
        .limit(sql.placeholder('limit')),
  );
  return { table, select, pages };
}

export type RegisterList<Q extends PgSelect> = ReturnType<typeof registerList<Q>>;

/** A page with ?search or a further condition: built for this call, the search as a UNION of index reads. */
function searchedPage<Q extends PgSelect>(
  list: RegisterList<Q>,
  ctx: TenantContext,
  input: ListQuery,
  sort: SortKey,
  searchAlso: SearchJoin[],
  where: Array<SQL | undefined>,
  limit: number,
) {
  const { table } = list;
  const conditions = and(
    eq(table.ferrierId, ctx.ferrierId),
    input.status === 'all' ? undefined : eq(table.status, input.status),
    ...where,
    afterCursor(sort, table.id, input.cursor),
  );
  const order = orderBy(sort, table.id);
  return list
    .select(ctx.db, ctx.locale, sort)
    .where(
      input.search
        ? and(conditions, searchedIds(table, input.search, searchAlso, conditions, order, limit))
        : conditions,
    )
    .orderBy(...order)
    .limit(limit);
}

/**
 * A page of a register list: the caller's tenant, ?status, ?search, the cursor, the order and the page size are
 * added here to the list's query.
 */
export async function registerPage<Q extends PgSelect, R>(
  list: RegisterList<Q>,
  ctx: TenantContext,
  input: ListQuery,
  sort: SortKey,
  {
    searchAlso = [],
    where = [],
    toRow,
  }: Narrowing & { toRow: (row: Omit<Awaited<Q>[number], 'sortValue'>) => R },
): Promise<{ data: R[]; nextCursor: string | null }> {
  const limit = input.limit + 1;
  const rows = (
    input.search || where.some(Boolean)
      ? await searchedPage(list, ctx, input, sort, searchAlso, where, limit)
      : await list.pages.run(
          ctx.db,
          { locale: ctx.locale, sort, status: input.status !== 'all', cursor: !!input.cursor },
          {
            ferrierId: ctx.ferrierId,
            status: input.status,
            limit,
            ...(input.cursor ? cursorValues(sort, input.cursor) : {}),
          },
        )
  ) as Array<{ id: string; sortValue: unknown }>;
  const page = toPage(rows, input.limit);
  return {
    // One pass over the query's own row objects: `sortValue`, selected last, comes off without a copy of the row.
    data: page.rows.map((row: { sortValue?: unknown }) => {
      delete row.sortValue;
      return toRow(row as Omit<Awaited<Q>[number], 'sortValue'>);
    }),
    nextCursor: page.nextCursor,
  };
}

/**
 * Suggestions for a picker: the caller's active rows matching ?search, in Swedish alphabetical order (the index
 * yields it without ranking every match), at most ?limit.
 */
export function registerSuggestions<Q extends PgSelect>(
  query: Q,
  table: RegisterTable,
  ctx: TenantContext,
  input: SuggestionsQuery,
  { searchAlso = [], where = [] }: Narrowing = {},
) {
  const conditions = and(eq(table.ferrierId, ctx.ferrierId), eq(table.status, 'active'), ...where);
  const order = [swedishName(table.sortName), sql`${table.id}`];
  return query
    .where(
      input.search
        ? and(conditions, searchedIds(table, input.search, searchAlso, conditions, order, input.limit))
        : conditions,
    )
    .orderBy(...order)
    .limit(input.limit);
}

/**
 * An instant as ISO 8601 text in milliseconds, as toISOString() writes it, written by PostgreSQL: a list row then
 * comes out of the query whole, without a copy to reshape it.
 */
export const isoText = (instant: PgColumn) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Instants as ISO 8601 text, as the API answers them. */
export const withIsoDates = <T extends { createdAt: Date; updatedAt: Date }>(
  row: T,
): Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
