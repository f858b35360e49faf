// Overdue detection: an issued invoice (registered or sent), unpaid, due before today in Stockholm — the list's
// "overdue" — is told to the owner once: marking it (`overdue_noticed_at`) and writing the notice are one
// transaction, so neither a second sweep nor a deleted or cleaned-up notice tells it again. The hourly job sweeps
// every account with such an invoice (overdue-sweep.ts); the payment check runs it for the account it checked.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { todayInStockholm } from '@/lib/time-zone';
import { oreToSek } from '@/lib/money';
import { invoices } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { notify } from '@/server/notifications/notify';

const UNPAID = ['registered', 'sent'] as const;

/** Marks the account's newly overdue invoices and tells the owner of each; answers how many. */
export async function noticeOverdueInvoices(ferrierId: string): Promise<number> {
  return inTenant({ ferrierId, log: logger }, async (ctx) => {
    const overdue = await ctx.db
      .update(invoices)
      .set({ overdueNoticedAt: sql`now()` })
      .where(
        and(
          eq(invoices.ferrierId, ctx.ferrierId),
          inArray(invoices.status, [...UNPAID]),
          lt(invoices.dueDate, todayInStockholm()),
          isNull(invoices.overdueNoticedAt),
        ),
      )
      .returning({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        dueDate: invoices.dueDate,
        grandTotalOre: invoices.grandTotalOre,
      });
    for (const invoice of overdue)
      await notify(ctx, {
        to: 'owner',
        kind: 'invoice_overdue',
        payload: {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          dueDate: invoice.dueDate,
          grandTotal: oreToSek(invoice.grandTotalOre),
        },
      });
    return overdue.length;
  });
}
