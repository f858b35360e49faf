// The handler of GET /api/cron/unpaid-invoices (app/api/cron/unpaid-invoices/route.ts), here so the tests call it as
// Next does: a Request in, a Response out.
import 'server-only';
import { noStoreJson } from '@/server/json-response';
import { sweepUnpaidInvoices } from '@/server/integrations/fortnox/payment-sweep';
import { logger } from '@/server/logger';
import { cronAccess } from './cron-secret';

const log = logger.child({ component: 'cron' });

export async function handleUnpaidInvoicesCron(request: Request): Promise<Response> {
  const access = cronAccess(request.headers.get('authorization'));
  if (access === 'off') return noStoreJson(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  if (access === 'refused')
    return noStoreJson(401, {
      error: { code: 'UNAUTHORIZED', message: 'Authorization: Bearer $CRON_SECRET' },
    });
  const started = Date.now();
  const counts = await sweepUnpaidInvoices();
  log.info({ ...counts, ms: Date.now() - started }, 'Cron: unpaid invoices checked');
  return noStoreJson(200, { data: counts });
}
