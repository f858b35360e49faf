// The five-minute payment check of every connected account (the invoice-payment-check job and GET
// /api/cron/unpaid-invoices): each active account with a Fortnox connection not checked within the last few minutes
// is checked (payment-status.ts), several at a time — each account has its own token and so its own share of
// Fortnox's rate limit. Each account is claimed before it is checked, so the job on several workers and any number of
// cron callers at once check it once.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { logger } from '@/server/logger';
import { checkUnpaidInvoices } from './payment-status';

const log = logger.child({ component: 'fortnox-payments' });

/** An account checked within this long is left to the next sweep (a little under the 5-minute schedule). */
export const SWEEP_CLAIM_SECONDS = 4 * 60;
/** Accounts checked at the same time. */
const PARALLEL_ACCOUNTS = 24;

export type SweepCounts = {
  accounts: number;
  checked: number;
  paid: number;
  overdue: number;
  failed: number;
};

/** Which accounts a sweep covers: every connected one, or the ones named (a test's own). */
export async function sweepUnpaidInvoices({
  ferrierIds,
}: { ferrierIds?: readonly string[] } = {}): Promise<SweepCounts> {
  const counts: SweepCounts = { accounts: 0, checked: 0, paid: 0, overdue: 0, failed: 0 };
  if (ferrierIds?.length === 0) return counts;
  const only = ferrierIds
    ? sql`and c.ferrier_id in (${sql.join(
        ferrierIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const accounts = await systemDb().execute<{ ferrierId: string }>(sql`
    select c.ferrier_id as "ferrierId"
    from accounting_connections c
    join ferriers f on f.id = c.ferrier_id
    where c.provider = 'fortnox' and f.status = 'active'
      and (c.payment_check_claimed_at is null
        or c.payment_check_claimed_at < now() - make_interval(secs => ${SWEEP_CLAIM_SECONDS}))
      ${only}
    order by c.payment_check_claimed_at nulls first`);
  const queue = accounts.map((a) => a.ferrierId);
  const worker = async () => {
    for (let ferrierId = queue.shift(); ferrierId; ferrierId = queue.shift()) {
      try {
        const result = await checkUnpaidInvoices(
          { ferrierId, log: log.child({ ferrierId }) },
          { claimWindowSeconds: SWEEP_CLAIM_SECONDS },
        );
        if (result.checked > 0 || result.failed > 0) counts.accounts++;
        counts.checked += result.checked;
        counts.paid += result.paid;
        counts.overdue += result.overdue;
        counts.failed += result.failed;
      } catch (err) {
        counts.failed++;
        log.error({ err, ferrierId }, 'Payment check of an account failed; tried again at the next sweep');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ACCOUNTS, queue.length) }, worker));
  return counts;
}
