// GET /api/cron/unpaid-invoices — for hosts that schedule HTTP calls instead of running the job worker: the same
// five-minute payment check as the invoice-payment-check job, over every connected account (each account claimed
// first, so several schedulers at once, and the job beside them, check it once). Refused (401) without
// `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET the route does not exist (404) and does nothing.
import { handleUnpaidInvoicesCron } from '@/server/cron/unpaid-invoices';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = handleUnpaidInvoicesCron;
