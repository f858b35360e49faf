// What registering an invoice of a connected account does (server/invoices/accounting-hook.ts calls it inside the
// registering's transaction): sends it to Fortnox at once, so the number Fortnox gives shows in the answer; when
// Fortnox fails, the invoice keeps the reason and the invoice-accounting-sync job tries again (it waits for this
// transaction: the sync locks the invoice's row).
import type { TenantContext } from '@/server/context';
import { enqueue } from '@/server/jobs/enqueue';
import { syncInvoice } from './sync-invoice';

export async function syncAfterRegister(ctx: TenantContext, invoiceId: string): Promise<void> {
  const outcome = await syncInvoice(ctx, { invoiceId });
  if (outcome === 'failed')
    await enqueue(ctx, 'invoice-accounting-sync', { ferrierId: ctx.ferrierId, invoiceId });
}
