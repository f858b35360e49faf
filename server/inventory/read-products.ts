// Reading products: one, a page of the list, suggestions for pickers and the dashboard's low-stock list —
// always inside the caller's tenant, with type names in the caller's language.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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
import { inventorySubTypes, inventoryTypes, products } from '@/server/db/schema';

/** At or below the minimum reorder level: time to buy more. */
const lowStock = sql<boolean>`${products.stockQuantity} <= ${products.minimumReorderLevel}`;

function productColumns(ctx: TenantContext) {
  const sv = ctx.locale === 'sv';
  return {
    id: products.id,
    name: products.name,
    brandName: products.brandName,
    inventoryTypeId: products.inventoryTypeId,
    inventoryTypeName: sv ? inventoryTypes.nameSv : inventoryTypes.nameEn,
    inventorySubTypeId: products.inventorySubTypeId,
    inventorySubTypeName: sv ? inventorySubTypes.nameSv : inventorySubTypes.nameEn,
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

type ProductRow = {
  purchasePriceOre: number;
  sellingPriceOre: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Prices in kronor beside the stored öre; instants as ISO strings. */
export const toProduct = <T extends ProductRow>(row: T) => ({
  ...row,
  purchasePrice: oreToSek(row.purchasePriceOre),
  sellingPrice: oreToSek(row.sellingPriceOre),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const PRODUCT_SORTS = {
  name: { expression: swedishName(products.sortName), direction: 'asc', type: 'text' },
  newest: { expression: products.createdAt, direction: 'desc', type: 'timestamptz' },
  // Stock above the reorder level, smallest first: low-stock products (≤ 0) lead, the most short first.
  stock: {
    expression: sql`(${products.stockQuantity} - ${products.minimumReorderLevel})`,
    direction: 'asc',
    type: 'numeric',
  },
} satisfies Record<string, SortKey>;
export type ProductSort = keyof typeof PRODUCT_SORTS;

export async function getProduct(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select(productColumns(ctx))
    .from(products)
    .leftJoin(inventoryTypes, eq(inventoryTypes.id, products.inventoryTypeId))
    .leftJoin(inventorySubTypes, eq(inventorySubTypes.id, products.inventorySubTypeId))
    .where(and(eq(products.id, id), eq(products.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  return toProduct(row);
}

export type ProductListQuery = ListQuery & { sort: ProductSort; lowStock?: boolean };

export async function listProducts(ctx: TenantContext, query: ProductListQuery) {
  const sort = PRODUCT_SORTS[query.sort];
  const conditions: Array<SQL | undefined> = [
    eq(products.ferrierId, ctx.ferrierId),
    query.status === 'all' ? undefined : eq(products.status, query.status),
    query.search ? sql`${products.searchText} like ${containsPattern(query.search)}` : undefined,
    query.lowStock === undefined ? undefined : query.lowStock ? lowStock : sql`not (${lowStock})`,
    afterCursor(sort, products.id, query.cursor),
  ];
  // The sort value as text keeps timestamps' microseconds and numerics exact in the cursor.
  const rows = await db()
    .select({ ...productColumns(ctx), sortValue: sql<string>`(${sort.expression})::text` })
    .from(products)
    .leftJoin(inventoryTypes, eq(inventoryTypes.id, products.inventoryTypeId))
    .leftJoin(inventorySubTypes, eq(inventorySubTypes.id, products.inventorySubTypeId))
    .where(and(...conditions))
    .orderBy(...orderBy(sort, products.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { data: page.data.map(toProduct), nextCursor: page.nextCursor };
}

/** Active products for pickers (invoice lines, journal materials): best matches first. */
export async function productSuggestions(ctx: TenantContext, query: SuggestionsQuery) {
  const term = query.search?.toLowerCase();
  const rows = await db()
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
    .where(
      and(
        eq(products.ferrierId, ctx.ferrierId),
        eq(products.status, 'active'),
        term ? sql`${products.searchText} like ${containsPattern(term)}` : undefined,
      ),
    )
    .orderBy(
      // Alphabetical (Swedish order) rather than by similarity: the index yields it without ranking every match.
      swedishName(products.sortName),
    )
    .limit(query.limit);
  return rows.map((r) => ({ ...r, sellingPrice: oreToSek(r.sellingPriceOre) }));
}

/** The dashboard's reminder: active products at or below their reorder level, fewest in stock first. */
export async function lowStockProducts(ctx: TenantContext, limit: number) {
  return db()
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
    .limit(limit);
}
