// The stock lists' +/−: a change added to the stock in one UPDATE (stock = stock + change), so two phones taking
// out a box each at the same moment leave two boxes fewer — no read-modify-write that loses one of them. The stock
// never goes below 0 (nor above the largest the form accepts): such a change is refused and changes nothing. A
// change that takes the product down to its reorder level tells the owner (low-stock.ts).
import 'server-only';
import { and, sql } from 'drizzle-orm';
import { AMOUNT_LIMITS } from '@/lib/validation/amounts';
import type { StockAdjustment } from '@/lib/validation/product';
import type { TenantContext } from '@/server/context';
import { isOwned, ownedRow } from '@/server/db/registers';
import { products } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { noticeLowStock } from './low-stock';
import { getProduct } from './read-products';

export async function adjustStock(ctx: TenantContext, { id, input }: { id: string; input: StockAdjustment }) {
  // Sent as text and computed as numeric: 0.1 stays 0.1, not a binary fraction.
  const after = sql`${products.stockQuantity} + ${String(input.change)}::numeric`;
  const changed = await ctx.db
    .update(products)
    .set({ stockQuantity: after })
    .where(and(ownedRow(products, ctx, id), sql`${after} between 0 and ${AMOUNT_LIMITS.quantityMax}`))
    .returning({
      id: products.id,
      name: products.name,
      stock: products.stockQuantity,
      minimum: products.minimumReorderLevel,
    });
  const [row] = changed;
  if (!row) {
    if (!(await isOwned(products, ctx, id))) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', {
      change: input.change < 0 ? 'validation.stockBelowZero' : 'validation.stockTooBig',
    });
  }
  const stock = Number(row.stock);
  const minimum = Number(row.minimum);
  const before = Math.round((stock - input.change) * 1000) / 1000;
  await noticeLowStock(ctx, row, { stock: before, minimum }, { stock, minimum });
  return getProduct(ctx, { id });
}
