// Reading services: one, a page of the list and suggestions for pickers — always inside the caller's tenant,
// with the category named in the caller's language.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { oreToSek } from '@/lib/money';
import type { ListQuery, SuggestionsQuery } from '@/lib/validation/list';
import { AppError } from '@/server/errors';
import {
  afterCursor,
  containsPattern,
  orderBy,
  swedishName,
  toPage,
  type SortKey,
} from '@/server/db/pagination';
import type { TenantContext } from '@/server/context';
import { db } from '@/server/db';
import { services, serviceTypes } from '@/server/db/schema';

/** Field names follow the form (spec 3: service, category, description, price, unit, vat). */
function serviceColumns(ctx: TenantContext) {
  return {
    id: services.id,
    service: services.name,
    category: services.serviceTypeId,
    categoryName: ctx.locale === 'sv' ? serviceTypes.nameSv : serviceTypes.nameEn,
    description: services.description,
    priceOre: services.priceOre,
    unit: services.unit,
    vatPercent: services.vatPercent,
    status: services.status,
    createdAt: services.createdAt,
    updatedAt: services.updatedAt,
  };
}

type ServiceRow = { priceOre: number; createdAt: Date; updatedAt: Date };

/** The price in kronor beside the stored öre; instants as ISO strings. */
export const toService = <T extends ServiceRow>(row: T) => ({
  ...row,
  price: oreToSek(row.priceOre),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const SERVICE_SORTS = {
  name: { expression: swedishName(services.sortName), direction: 'asc', type: 'text' },
  newest: { expression: services.createdAt, direction: 'desc', type: 'timestamptz' },
  price: { expression: services.priceOre, direction: 'asc', type: 'numeric' },
} satisfies Record<string, SortKey>;
export type ServiceSort = keyof typeof SERVICE_SORTS;

export async function getService(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select(serviceColumns(ctx))
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(and(eq(services.id, id), eq(services.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toService(row);
}

export async function listServices(ctx: TenantContext, query: ListQuery & { sort: ServiceSort }) {
  const sort = SERVICE_SORTS[query.sort];
  const conditions: Array<SQL | undefined> = [
    eq(services.ferrierId, ctx.ferrierId),
    query.status === 'all' ? undefined : eq(services.status, query.status),
    query.search ? sql`${services.searchText} like ${containsPattern(query.search)}` : undefined,
    afterCursor(sort, services.id, query.cursor),
  ];
  // The sort value as text keeps timestamps' microseconds exact in the cursor.
  const rows = await db()
    .select({ ...serviceColumns(ctx), sortValue: sql<string>`(${sort.expression})::text` })
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(and(...conditions))
    .orderBy(...orderBy(sort, services.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { data: page.data.map(toService), nextCursor: page.nextCursor };
}

/** Active services for pickers (invoice lines, bookings): best matches first. */
export async function serviceSuggestions(ctx: TenantContext, query: SuggestionsQuery) {
  const term = query.search?.toLowerCase();
  const rows = await db()
    .select({
      id: services.id,
      service: services.name,
      categoryName: ctx.locale === 'sv' ? serviceTypes.nameSv : serviceTypes.nameEn,
      priceOre: services.priceOre,
      unit: services.unit,
      vatPercent: services.vatPercent,
    })
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(
      and(
        eq(services.ferrierId, ctx.ferrierId),
        eq(services.status, 'active'),
        term ? sql`${services.searchText} like ${containsPattern(term)}` : undefined,
      ),
    )
    .orderBy(
      // Alphabetical (Swedish order) rather than by similarity: the index yields it without ranking every match.
      swedishName(services.sortName),
    )
    .limit(query.limit);
  return rows.map((r) => ({ ...r, price: oreToSek(r.priceOre) }));
}
