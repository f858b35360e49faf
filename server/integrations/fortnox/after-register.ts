// What registering an invoice of a connected account does once its transaction has committed
// (server/invoices/accounting-hook.ts calls it): sends it to Fortnox at once, in a transaction of its own, so the
// number Fortnox gives shows in the answer. When Fortnox fails (or this fails on the way), the invoice keeps the
// reason and the invoice-accounting-sync job tries again; should the process die before this runs, the job's
// ten-minute sweep sends the invoice (still pending).
import type { Caller } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import { enqueue } from '@/server/jobs/enqueue';
import { syncInvoice } from './sync-invoice';

export async function syncAfterRegister(caller: Caller, invoiceId: string): Promise<void> {
  try {
    const outcome = await inTenant(caller, (ctx) => syncInvoice(ctx, { invoiceId }));
    if (outcome !== 'failed') return;
  } catch (err) {
    // The invoice is registered (committed) whatever happened here: the answer says where it stands.
    caller.log.error({ err, invoiceId }, 'Invoice not synced to Fortnox after registering');
  }
  try {
    await enqueue(caller, 'invoice-accounting-sync', { ferrierId: caller.ferrierId, invoiceId });
  } catch (err) {
    caller.log.error({ err, invoiceId }, 'Fortnox retry not queued; the ten-minute sweep sends the invoice');
  }
}
