// Reading products: one, a page of the list, suggestions for pickers and the dashboard's low-stock list —
// always inside the caller's tenant, with type names in the caller's language.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { and, asc, eq, sql } from 'drizzle-orm';
import { oreToSek } from '@/lib/money';
import type { SuggestionsQuery } from '@/lib/validation/list';
import type { LowStockQuery, ProductListQuery } from '@/lib/validation/product';
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
import { inventorySubTypes, inventoryTypes, products } from '@/server/db/schema';

/** At or below the minimum reorder level: time to buy more. */
const lowStock = sql<boolean>`${products.stockQuantity} <= ${products.minimumReorderLevel}`;

function productColumns(locale: Locale) {
  return {
    id: products.id,
    name: products.name,
    brandName: products.brandName,
    inventoryTypeId: products.inventoryTypeId,
    inventoryTypeName: nameIn(inventoryTypes, locale),
    inventorySubTypeId: products.inventorySubTypeId,
    inventorySubTypeName: nameIn(inventorySubTypes, locale),
    size: products.size,
    category: products.category,
    subcategory: products.subcategory,
    unit: products.unit,
    purchasePriceOre: products.purchasePriceOre,
    sellingPriceOre: products.sellingPriceOre,
    vatPercent: products.vatPercent,
    stockQuantity: products.stockQuantity,
    minimumReorderLevel: products.minimumReorderLevel,
    lowStock,
    supplier: products.supplier,
    lastPurchaseDate: products.lastPurchaseDate,
    status: products.status,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  };
}

type ProductRow = { purchasePriceOre: number; sellingPriceOre: number; createdAt: Date; updatedAt: Date };

/** Prices in kronor beside the stored öre; instants as ISO strings (one copy of the row). */
const toProduct = <T extends ProductRow>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  purchasePrice: oreToSek(row.purchasePriceOre),
  sellingPrice: oreToSek(row.sellingPriceOre),
});

const PRODUCT_SORTS = {
  name: { expression: swedishName(products.sortName), direction: 'asc', type: 'text' },
  newest: { expression: products.createdAt, direction: 'desc', type: 'timestamptz' },
  // Stock above the reorder level, smallest first: low-stock products (≤ 0) lead, the most short first.
  stock: {
    expression: sql`(${products.stockQuantity} - ${products.minimumReorderLevel})`,
    direction: 'asc',
    type: 'numeric',
  },
} satisfies Record<ProductListQuery['sort'], SortKey>;

export async function getProduct(ctx: TenantContext, { id }: { id: string }) {
  const query = ctx.db
    .select(productColumns(ctx.locale))
    .from(products)
    .leftJoin(inventoryTypes, eq(inventoryTypes.id, products.inventoryTypeId))
    .leftJoin(inventorySubTypes, eq(inventorySubTypes.id, products.inventorySubTypeId))
    .where(ownedRow(products, ctx, id));
  return toProduct(await foundOne(query));
}

/** The product list's query, its pages built once per shape (registerList). */
const productList = registerList(products, (db, locale, sort) =>
  db
    .select({ ...productColumns(locale), sortValue: sortText(sort) })
    .from(products)
    .leftJoin(inventoryTypes, eq(inventoryTypes.id, products.inventoryTypeId))
    .leftJoin(inventorySubTypes, eq(inventorySubTypes.id, products.inventorySubTypeId))
    .$dynamic(),
);

export async function listProducts(ctx: TenantContext, { input }: { input: ProductListQuery }) {
  const sort = PRODUCT_SORTS[input.sort];
  const filter =
    input.lowStock === undefined ? undefined : input.lowStock ? lowStock : sql`not (${lowStock})`;
  return registerPage(productList, ctx, input, sort, {
    where: [filter],
    toRow: toProduct,
  });
}

/** Active products for pickers (invoice lines, journal materials). */
export async function productSuggestions(ctx: TenantContext, { input }: { input: SuggestionsQuery }) {
  const query = ctx.db
    .select({
      id: products.id,
      name: products.name,
      brandName: products.brandName,
      size: products.size,
      unit: products.unit,
      sellingPriceOre: products.sellingPriceOre,
      vatPercent: products.vatPercent,
      stockQuantity: products.stockQuantity,
      lowStock,
    })
    .from(products)
    .$dynamic();
  const rows = await registerSuggestions(query, products, ctx, input);
  return rows.map((r) => ({ ...r, sellingPrice: oreToSek(r.sellingPriceOre) }));
}

/** The dashboard's reminder: active products at or below their reorder level, fewest in stock first. */
export async function lowStockProducts(ctx: TenantContext, { input }: { input: LowStockQuery }) {
  return ctx.db
    .select({
      id: products.id,
      name: products.name,
      brandName: products.brandName,
      size: products.size,
      unit: products.unit,
      stockQuantity: products.stockQuantity,
      minimumReorderLevel: products.minimumReorderLevel,
      supplier: products.supplier,
    })
    .from(products)
    .where(and(eq(products.ferrierId, ctx.ferrierId), eq(products.status, 'active'), lowStock))
    .orderBy(asc(products.stockQuantity), swedishName(products.sortName), asc(products.id))
    .limit(input.limit);
}
