// Reading services: one, a page of the list and suggestions for pickers — always inside the caller's tenant,
// with the category named in the caller's language.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { eq } from 'drizzle-orm';
import { oreToSek } from '@/lib/money';
import type { SuggestionsQuery } from '@/lib/validation/list';
import type { ServiceListQuery } from '@/lib/validation/service';
import type { TenantContext } from '@/server/context';
import { swedishName, type SortKey } from '@/server/db/pagination';
import {
  foundOne,
  ownedRow,
  registerList,
  registerPage,
  registerSuggestions,
  sortText,
} from '@/server/db/registers';
import { nameIn } from '@/server/db/reference-data';
import { services, serviceTypes } from '@/server/db/schema';

/** Field names follow the form (spec 3: service, category, description, price, unit, vat). */
function serviceColumns(locale: Locale) {
  return {
    id: services.id,
    service: services.name,
    category: services.serviceTypeId,
    categoryName: nameIn(serviceTypes, locale),
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
    .select(serviceColumns(ctx.locale))
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .where(ownedRow(services, ctx, id));
  return toService(await foundOne(query));
}

/** The service list's query, its pages built once per shape (registerList). */
const serviceList = registerList(services, (db, locale, sort) =>
  db
    .select({ ...serviceColumns(locale), sortValue: sortText(sort) })
    .from(services)
    .leftJoin(serviceTypes, eq(serviceTypes.id, services.serviceTypeId))
    .$dynamic(),
);

export async function listServices(ctx: TenantContext, { input }: { input: ServiceListQuery }) {
  return registerPage(serviceList, ctx, input, SERVICE_SORTS[input.sort], { toRow: toService });
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
