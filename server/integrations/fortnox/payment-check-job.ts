// The invoice-payment-check job: every five minutes, the payment status of every connected account's unpaid invoices
// from Fortnox (payment-sweep.ts). Enqueued with `ferrierIds`, it checks those accounts only.
import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';
import { sweepUnpaidInvoices } from './payment-sweep';

export const invoicePaymentCheckJob = defineJob({
  name: 'invoice-payment-check',
  payload: z.object({ ferrierIds: z.array(z.uuid()).min(1).max(100).optional() }),
  handler: (scope) => sweepUnpaidInvoices(scope),
  schedule: '*/5 * * * *',
});
