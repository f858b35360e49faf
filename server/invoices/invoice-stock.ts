// What an issued invoice does to stock: registering sells its products (stock down), a credit invoice brings them
// back, an edit of a registered invoice moves the difference — in the caller's transaction. A product that falls to
// or below its reorder level (the inventory's "low stock": stock ≤ minimum) because of it raises a low-stock notice
// for the account's owner (server/notifications/notify.ts: ids and quantities only).
import { sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { notify } from '@/server/notifications/notify';

/** Quantities per product id; positive leaves stock, negative comes back. */
export type StockMoves = Map<string, number>;

/** The product quantities of an invoice's lines, summed per product (a credit invoice's are negative). */
export function productQuantities(
  lines: ReadonlyArray<{ productId?: string | null; quantity: number }>,
): StockMoves {
  const moves: StockMoves = new Map();
  for (const line of lines)
    if (line.productId) moves.set(line.productId, (moves.get(line.productId) ?? 0) + line.quantity);
  return moves;
}

/** `after` − `before`, per product: what an edit of an issued invoice sells beyond what it had sold. */
export function difference(before: StockMoves, after: StockMoves): StockMoves {
  const moves: StockMoves = new Map();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const delta = Math.round(((after.get(id) ?? 0) - (before.get(id) ?? 0)) * 1000) / 1000;
    if (delta !== 0) moves.set(id, delta);
  }
  return moves;
}

/** Takes the quantities out of stock (back in when negative) and notices products that fell to their reorder level. */
export async function moveStock(ctx: TenantContext, moves: StockMoves, invoiceId: string): Promise<void> {
  const entries = [...moves].filter(([, quantity]) => quantity !== 0);
  if (entries.length === 0) return;
  const values = sql.join(
    entries.map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::numeric)`),
    sql`, `,
  );
  const changed = await ctx.db.execute<{
    id: string;
    name: string;
    after: string;
    before: string;
    minimum: string;
  }>(sql`
    update products p set stock_quantity = p.stock_quantity - v.quantity, updated_at = now()
    from (values ${values}) as v(id, quantity)
    where p.id = v.id and p.ferrier_id = ${ctx.ferrierId}
    returning p.id, p.name, p.stock_quantity as after, p.stock_quantity + v.quantity as before,
              p.minimum_reorder_level as minimum`);
  const crossed = changed.filter(
    (p) => Number(p.before) > Number(p.minimum) && Number(p.after) <= Number(p.minimum),
  );
  if (crossed.length === 0) return;
  for (const p of crossed)
    await notify(ctx, {
      to: 'owner',
      kind: 'low_stock',
      payload: {
        productId: p.id,
        productName: p.name,
        stockQuantity: Number(p.after),
        minimumReorderLevel: Number(p.minimum),
        invoiceId,
      },
    });
}
