// The invoice-accounting-sync job: sends registered invoices to Fortnox (sync-invoice.ts), as the account's owner.
// Enqueued with one invoice when the sync made after registering failed: a failed run throws, so pg-boss tries again
// later (three times, longer each time), and the invoice shows the last reason meanwhile. Every ten minutes it also
// sends whatever is still not in Fortnox (sync-sweep.ts): an invoice whose retries ran out, or whose registering's
// process stopped before its sync, is not left behind. Enqueued with `ferrierIds`, the sweep covers those accounts only.
import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { asAccountOwner } from './account-context';
import { syncInvoice } from './sync-invoice';
import { syncUnsyncedInvoices } from './sync-sweep';

const log = logger.child({ component: 'fortnox-sync' });

export const invoiceAccountingSyncJob = defineJob({
  name: 'invoice-accounting-sync',
  payload: z.union([
    z.object({ ferrierId: z.uuid(), invoiceId: z.uuid() }),
    z.object({ ferrierIds: z.array(z.uuid()).min(1).max(100).optional() }),
  ]),
  handler: async (payload) => {
    if (!('invoiceId' in payload)) return syncUnsyncedInvoices(log, payload);
    const { ferrierId, invoiceId } = payload;
    const outcome =
      (await asAccountOwner(ferrierId, log.child({ ferrierId }), (ctx) => syncInvoice(ctx, { invoiceId }))) ??
      'skipped';
    // Thrown after the transaction, which keeps the reason on the invoice.
    if (outcome === 'failed') throw new Error('Fortnox did not take the invoice; tried again later');
    return { synced: outcome === 'synced' ? 1 : 0, skipped: outcome === 'skipped' ? 1 : 0 };
  },
  schedule: '*/10 * * * *',
});
