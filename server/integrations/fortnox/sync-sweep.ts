// The invoice-accounting-sync job's scheduled run: registered invoices of connected accounts that are still not in
// Fortnox (pending, or failed after the job's retries ran out, as while Fortnox was down) are sent again, a batch at
// a time. Each is synced as its account's owner with its row locked (sync-invoice.ts), so a run beside a registering
// or another run never sends an invoice twice.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import type { Logger } from '@/server/logger';
import { asAccountOwner } from './account-context';
import { syncInvoice } from './sync-invoice';

/** Per run; more wait for the next. Fortnox's rate limit is per account, so a batch over many accounts is quick. */
const BATCH = 200;

/** Every connected account's, or the accounts named (a test's own). */
export async function syncUnsyncedInvoices(
  log: Logger,
  { ferrierIds }: { ferrierIds?: readonly string[] } = {},
): Promise<Record<string, number>> {
  const counts = { synced: 0, failed: 0, skipped: 0 };
  const only = ferrierIds
    ? sql`and i.ferrier_id in (${sql.join(
        ferrierIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await systemDb().execute<{ ferrierId: string; invoiceId: string }>(sql`
    select i.ferrier_id as "ferrierId", i.id as "invoiceId"
    from invoices i
    join accounting_connections c on c.ferrier_id = i.ferrier_id and c.provider = 'fortnox'
    join ferriers f on f.id = i.ferrier_id and f.status = 'active'
    where i.accounting_state in ('pending', 'failed') and i.fortnox_document_number is null
      and i.status not in ('draft', 'cancelled') ${only}
      -- Not one being registered right now (its own sync is under way).
      and i.registered_at < now() - interval '2 minutes'
    order by i.registered_at
    limit ${BATCH}`);
  for (const { ferrierId, invoiceId } of rows) {
    try {
      const outcome =
        (await asAccountOwner(ferrierId, log.child({ ferrierId }), (ctx) =>
          syncInvoice(ctx, { invoiceId }),
        )) ?? 'skipped';
      counts[outcome]++;
    } catch (err) {
      counts.failed++;
      log.error({ err, invoiceId }, 'Invoice not synced to Fortnox; tried again at the next run');
    }
  }
  return counts;
}
