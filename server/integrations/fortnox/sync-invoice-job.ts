// The invoice-accounting-sync job: sends one registered invoice to Fortnox (sync-invoice.ts), as the account's owner.
// Enqueued when the sync made while registering failed; a failed run throws, so pg-boss tries again later (three
// times, longer each time), and the invoice shows the last reason meanwhile.
import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { asAccountOwner } from './account-context';
import { syncInvoice } from './sync-invoice';

const log = logger.child({ component: 'fortnox-sync' });

export const invoiceAccountingSyncJob = defineJob({
  name: 'invoice-accounting-sync',
  payload: z.object({ ferrierId: z.uuid(), invoiceId: z.uuid() }),
  handler: async ({ ferrierId, invoiceId }) => {
    const outcome =
      (await asAccountOwner(ferrierId, log.child({ ferrierId }), (ctx) => syncInvoice(ctx, { invoiceId }))) ??
      'skipped';
    // Thrown after the transaction, which keeps the reason on the invoice.
    if (outcome === 'failed') throw new Error('Fortnox did not take the invoice; tried again later');
    return { synced: outcome === 'synced' ? 1 : 0, skipped: outcome === 'skipped' ? 1 : 0 };
  },
});
