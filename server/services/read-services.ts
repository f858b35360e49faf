// Reading services: one, a page of the list and suggestions for pickers — always inside the caller's tenant,
// with the category named in the caller's language.
import 'server-only';
import { eq } from 'drizzle-orm';
import { oreToSek } from '@/lib/money';
import type { SuggestionsQuery } from '@/lib/validation/list';
import type { ServiceListQuery } from '@/lib/validation/service';
import type { TenantContext } from '@/server/context';
import { swedishName, type SortKey } from '@/server/db/pagination';
import { foundOne, ownedRow, registerPage, registerSuggestions, sortText } from '@/server/db/registers';
import { nameIn } from '@/server/db/reference-data';
import { services, serviceTypes } from '@/server/db/schema';

/** Field names follow the form (spec 3: service, category, description, price, unit, vat). */
function serviceColumns(ctx: TenantContext) {
  return {
    id: services.id,
    service: services.name,
    category: services.serviceTypeId,
    categoryName: nameIn(serviceTypes, ctx.locale),
    description: services.description,
    priceOre: services.priceOre,
    unit: services.unit,
    vatPercent: services.vatPercent,
    status: services.status,
    createdAt: services.createdAt,
    updatedAt: services.updatedAt,
  };
}

/** The price in kronor beside the stored öre. */
const withPrice = <T extends { priceOre: number }>(row: T) => ({ ...row, price: oreToSek(row.priceOre) });

/** The price in kronor beside the stored öre; instants as ISO text (one copy of the row). */
const toService = <T extends { priceOre: number; createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  price: oreToSek(row.priceOre),
});

const SERVICE_SORTS = {
  name: { expression: swedishName(services.sortName), direction: 'asc', type: 'text' },
  newest: { expression: services.createdAt, direction: 'desc', type: 'timestamptz' },
  price: { expression: services.priceOre, direction: 'asc', type: 'numeric' },
} satisfies Record<ServiceListQuery['sort'], SortKey>;

export async function getService(ctx: TenantContext, { id }: { id: string }) {
  const query = ctx.db
    .select(serviceColumns(ctx))
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(ownedRow(services, ctx, id));
  return toService(await foundOne(query));
}

export async function listServices(ctx: TenantContext, { input }: { input: ServiceListQuery }) {
  const sort = SERVICE_SORTS[input.sort];
  const query = ctx.db
    .select({ ...serviceColumns(ctx), sortValue: sortText(sort) })
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .$dynamic();
  return registerPage(query, services, ctx, input, sort, { toRow: toService });
}

/** Active services for pickers (invoice lines, bookings). */
export async function serviceSuggestions(ctx: TenantContext, { input }: { input: SuggestionsQuery }) {
  const query = ctx.db
    .select({
      id: services.id,
      service: services.name,
      categoryName: nameIn(serviceTypes, ctx.locale),
      priceOre: services.priceOre,
      unit: services.unit,
      vatPercent: services.vatPercent,
    })
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .$dynamic();
  return (await registerSuggestions(query, services, ctx, input)).map(withPrice);
}
