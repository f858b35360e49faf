// The hourly overdue sweep (the invoice-overdue job): every account with an invoice overdue and not yet told, each
// told in a transaction of its own (overdue-invoices.ts). Enqueued with `ferrierIds`, it sweeps those accounts only.
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { todayInStockholm } from '@/lib/time-zone';
import { invoices } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { defineJob } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { noticeOverdueInvoices } from './overdue-invoices';

const UNPAID = ['registered', 'sent'] as const;

/** Every account (or the ones named) with an invoice overdue and not yet told; each in a transaction of its own. */
export async function sweepOverdueInvoices({ ferrierIds }: { ferrierIds?: readonly string[] } = {}): Promise<{
  accounts: number;
  overdue: number;
  failed: number;
}> {
  const counts = { accounts: 0, overdue: 0, failed: 0 };
  if (ferrierIds?.length === 0) return counts;
  const accounts = await systemDb()
    .selectDistinct({ ferrierId: invoices.ferrierId })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, [...UNPAID]),
        lt(invoices.dueDate, todayInStockholm()),
        isNull(invoices.overdueNoticedAt),
        ferrierIds ? inArray(invoices.ferrierId, [...ferrierIds]) : undefined,
      ),
    );
  for (const { ferrierId } of accounts) {
    try {
      counts.overdue += await noticeOverdueInvoices(ferrierId);
      counts.accounts++;
    } catch (err) {
      counts.failed++;
      logger.error({ err, ferrierId }, 'Overdue invoices not told; tried again at the next sweep');
    }
  }
  return counts;
}

export const invoiceOverdueJob = defineJob({
  name: 'invoice-overdue',
  payload: z.object({ ferrierIds: z.array(z.uuid()).min(1).max(100).optional() }),
  handler: (scope) => sweepOverdueInvoices(scope),
  // Hourly: an invoice becomes overdue at midnight, Stockholm time.
  schedule: '5 * * * *',
});
