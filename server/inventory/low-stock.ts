// The low-stock notice of the inventory's own writes (the +/− of the stock lists, a product's form): told to the
// owner when a write takes a product from above its reorder level to at or below it ("low stock": stock ≤ minimum,
// as the lists show it) — on the crossing only, not on every later write below. An invoice's sale tells it the same
// way (server/invoices/invoice-stock.ts).
import 'server-only';
import type { TenantContext } from '@/server/context';
import { notify } from '@/server/notifications/notify';

export type StockLevel = { stock: number; minimum: number };

const low = (level: StockLevel) => level.stock <= level.minimum;

/** In the write's transaction: the notice when `before` was not low and `after` is. */
export async function noticeLowStock(
  ctx: TenantContext,
  product: { id: string; name: string },
  before: StockLevel,
  after: StockLevel,
): Promise<void> {
  if (low(before) || !low(after)) return;
  await notify(ctx, {
    to: 'owner',
    kind: 'low_stock',
    payload: {
      productId: product.id,
      productName: product.name,
      stockQuantity: after.stock,
      minimumReorderLevel: after.minimum,
    },
  });
}
