// Creating and changing products; ownership is part of every where clause, prices are stored in öre. A save that
// takes the stock down to the reorder level tells the owner (low-stock.ts).
import 'server-only';
import { eq } from 'drizzle-orm';
import { sekToOre } from '@/lib/money';
import type { ProductOutput } from '@/lib/validation/product';
import type { TenantContext } from '@/server/context';
import { insertOwned, ownedRow, setStatus, updateOwned, type StatusChange } from '@/server/db/registers';
import { inventorySubTypes, inventoryTypes, products } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { noticeLowStock } from './low-stock';
import { getProduct } from './read-products';

/** The type and sub-type must exist, and the sub-type must be one of the type's: 422 on the field otherwise. */
async function checkTypes(ctx: TenantContext, input: ProductOutput) {
  const [[type], [subType]] = await Promise.all([
    ctx.db
      .select({ id: inventoryTypes.id })
      .from(inventoryTypes)
      .where(eq(inventoryTypes.id, input.inventoryTypeId)),
    ctx.db
      .select({ typeId: inventorySubTypes.typeId })
      .from(inventorySubTypes)
      .where(eq(inventorySubTypes.id, input.inventorySubTypeId)),
  ]);
  const fields: Record<string, string> = {};
  if (!type) fields.inventoryTypeId = 'validation.inventoryType';
  if (!subType) fields.inventorySubTypeId = 'validation.inventorySubType';
  else if (type && subType.typeId !== type.id)
    fields.inventorySubTypeId = 'validation.inventorySubTypeMismatch';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}

/** Every field is required, so update is a full replacement, like the form. */
function toRow(input: ProductOutput) {
  return {
    name: input.name,
    brandName: input.brandName,
    inventoryTypeId: input.inventoryTypeId,
    inventorySubTypeId: input.inventorySubTypeId,
    size: input.size,
    category: input.category,
    subcategory: input.subcategory,
    unit: input.unit,
    purchasePriceOre: sekToOre(input.purchasePrice),
    sellingPriceOre: sekToOre(input.sellingPrice),
    vatPercent: input.vatPercent,
    stockQuantity: input.stockQuantity,
    minimumReorderLevel: input.minimumReorderLevel,
    supplier: input.supplier,
    lastPurchaseDate: input.lastPurchaseDate,
  };
}

export async function createProduct(ctx: TenantContext, { input }: { input: ProductOutput }) {
  await checkTypes(ctx, input);
  return getProduct(ctx, { id: await insertOwned(products, ctx, toRow(input)) });
}

export async function updateProduct(ctx: TenantContext, { id, input }: { id: string; input: ProductOutput }) {
  await checkTypes(ctx, input);
  // The level before, locked, so the crossing to low stock is told once however many saves meet.
  const [before] = await ctx.db
    .select({ stock: products.stockQuantity, minimum: products.minimumReorderLevel })
    .from(products)
    .where(ownedRow(products, ctx, id))
    .for('update');
  await updateOwned(products, ctx, id, toRow(input));
  if (before)
    await noticeLowStock(ctx, { id, name: input.name }, before, {
      stock: input.stockQuantity,
      minimum: input.minimumReorderLevel,
    });
  return getProduct(ctx, { id });
}

export const setProductStatus = (ctx: TenantContext, args: StatusChange) => setStatus(products, ctx, args);
