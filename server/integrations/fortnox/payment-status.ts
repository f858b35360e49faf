// Payment status from Fortnox: an invoice is paid there when it is not cancelled, its balance is 0 and its final pay
// date is set; then it is marked paid here with that date (core's markInvoicePaid). One invoice (check-payment-
// status/{id}), or every unpaid one of an account (check-all-unpaid-invoices, the 5-minute job, the cron route),
// which first claims the account so that schedulers running at the same time never check it twice. Without a
// connection nothing is asked: the answer is the invoices as they are (paid by hand through update-status).
import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { todayInStockholm } from '@/lib/time-zone';
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller } from '@/server/context';
import { accountingConnections, invoices } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import '@/server/invoices/errors';
import { getInvoice } from '@/server/invoices/read-invoices';
import { markInvoicePaid } from '@/server/invoices/update-status';
import type { Logger } from '@/server/logger';
import { asAccountOwner } from './account-context';
import { fortnoxClient, type FortnoxClient } from './client';
import { fortnoxConfig } from './env';
import { FortnoxReconnectError, reasonOf } from './errors';
import { isPaidInFortnox, type FortnoxInvoiceAnswer } from './fortnox-shapes';
import { hasConnection } from './tokens';

/** What a check of an account's unpaid invoices found. */
export type UnpaidCheck = {
  /** Whether the account is connected to Fortnox (else nothing was asked). */
  connected: boolean;
  /** Invoices asked about in Fortnox in this check (0 when another check had just done it). */
  checked: number;
  /** Of those, found paid and marked paid. */
  paid: number;
  /** Still awaiting payment after the check. */
  unpaid: number;
  /** Of those, past their due date (Stockholm days). */
  overdue: number;
  /** Asked about and not answered (logged; asked again at the next check). */
  failed: number;
};

const UNPAID = ['registered', 'sent'] as const;

async function fortnoxInvoice(client: FortnoxClient, documentNumber: string) {
  const { Invoice } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
    'GET',
    `/invoices/${encodeURIComponent(documentNumber)}`,
  );
  return Invoice;
}

/** POST invoices/check-payment-status/{id}: the invoice, marked paid first when Fortnox says it is. */
export async function checkPaymentStatus(caller: Caller, { id }: { id: string }): Promise<Invoice> {
  const { invoice, connected } = await inTenant(caller, async (ctx) => ({
    invoice: await getInvoice(ctx, { id }),
    connected: await hasConnection(ctx.db, ctx.ferrierId),
  }));
  const config = fortnoxConfig();
  const documentNumber = invoice.accounting.documentNumber;
  if (!connected || !config || !documentNumber || !(UNPAID as readonly string[]).includes(invoice.status))
    return invoice;
  let answer: FortnoxInvoiceAnswer;
  try {
    answer = await fortnoxInvoice(fortnoxClient(config, caller.ferrierId, caller.log), documentNumber);
  } catch (err) {
    caller.log.warn({ invoiceId: id, reason: reasonOf(err) }, 'Payment status not read from Fortnox');
    throw new AppError('ACCOUNTING_FAILED', undefined, undefined, { details: { reason: reasonOf(err) } });
  }
  if (!isPaidInFortnox(answer)) return invoice;
  return inTenant(caller, async (ctx) => {
    const current = await getInvoice(ctx, { id });
    if (!(UNPAID as readonly string[]).includes(current.status)) return current;
    return markInvoicePaid(ctx, { id, paidDate: answer.FinalPayDate.slice(0, 10) });
  });
}

/**
 * Claims the account's check: true when no check claimed it within `windowSeconds` (and it is connected). One
 * UPDATE … WHERE: of two schedulers at the same moment, the second waits for the first's row and finds it claimed.
 */
async function claimCheck(ferrierId: string, windowSeconds: number): Promise<boolean> {
  const rows = await inTenant({ ferrierId }, ({ db }) =>
    db
      .update(accountingConnections)
      .set({ paymentCheckClaimedAt: sql`now()` })
      .where(
        and(
          eq(accountingConnections.ferrierId, ferrierId),
          eq(accountingConnections.provider, 'fortnox'),
          or(
            isNull(accountingConnections.paymentCheckClaimedAt),
            lt(
              accountingConnections.paymentCheckClaimedAt,
              sql`now() - make_interval(secs => ${windowSeconds})`,
            ),
          ),
        ),
      )
      .returning({ id: accountingConnections.id }),
  );
  return rows.length === 1;
}

/** The account's unpaid invoices and overdue ones, as they are now. */
async function unpaidCounts(ferrierId: string): Promise<{ unpaid: number; overdue: number }> {
  const today = todayInStockholm();
  const [row] = await inTenant({ ferrierId }, ({ db }) =>
    db
      .select({
        unpaid: count(),
        overdue: sql<number>`count(*) filter (where ${invoices.dueDate} < ${today})::int`,
      })
      .from(invoices)
      .where(and(eq(invoices.ferrierId, ferrierId), inArray(invoices.status, [...UNPAID]))),
  );
  return { unpaid: Number(row?.unpaid ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/**
 * Checks every unpaid invoice of the account that Fortnox has (one GET each, paced to Fortnox's limit) and marks the
 * paid ones paid. Skips Fortnox when another check claimed the account within `claimWindowSeconds`. Failures are
 * logged and counted, never thrown: the next check asks again.
 */
export async function checkUnpaidInvoices(
  { ferrierId, log }: { ferrierId: string; log: Logger },
  { claimWindowSeconds }: { claimWindowSeconds: number },
): Promise<UnpaidCheck> {
  const result: UnpaidCheck = { connected: false, checked: 0, paid: 0, unpaid: 0, overdue: 0, failed: 0 };
  const config = fortnoxConfig();
  const connected = await inTenant({ ferrierId }, ({ db }) => hasConnection(db, ferrierId));
  result.connected = connected;
  if (connected && config && (await claimCheck(ferrierId, claimWindowSeconds))) {
    const open = await inTenant({ ferrierId }, ({ db }) =>
      db
        .select({ id: invoices.id, documentNumber: invoices.fortnoxDocumentNumber })
        .from(invoices)
        .where(
          and(
            eq(invoices.ferrierId, ferrierId),
            inArray(invoices.status, [...UNPAID]),
            isNotNull(invoices.fortnoxDocumentNumber),
          ),
        ),
    );
    const client = fortnoxClient(config, ferrierId, log);
    const paid: Array<{ id: string; paidDate: string }> = [];
    for (const invoice of open) {
      try {
        result.checked++;
        const answer = await fortnoxInvoice(client, invoice.documentNumber!);
        if (isPaidInFortnox(answer))
          paid.push({ id: invoice.id, paidDate: answer.FinalPayDate.slice(0, 10) });
      } catch (err) {
        result.failed++;
        log.warn({ invoiceId: invoice.id, reason: reasonOf(err) }, 'Payment status not read from Fortnox');
        // The connection no longer works: asking about the others would fail the same way.
        if (err instanceof FortnoxReconnectError) break;
      }
    }
    for (const { id, paidDate } of paid) {
      try {
        await asAccountOwner(ferrierId, log, async (ctx) => {
          const [row] = await ctx.db
            .select({ status: invoices.status })
            .from(invoices)
            .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ferrierId)))
            .for('update');
          // Marked paid by hand (or by another check) meanwhile: nothing to do.
          if (row && (UNPAID as readonly string[]).includes(row.status))
            await markInvoicePaid(ctx, { id, paidDate });
        });
        result.paid++;
      } catch (err) {
        result.failed++;
        log.error({ err, invoiceId: id }, 'Invoice paid in Fortnox not marked paid');
      }
    }
  }
  Object.assign(result, await unpaidCounts(ferrierId));
  return result;
}
