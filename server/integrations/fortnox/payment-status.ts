// Payment status from Fortnox: an invoice is paid there when it is not cancelled, its balance is 0 and its final pay
// date is set; then it is marked paid here with that date (core's markInvoicePaid). One invoice (check-payment-
// status/{id}), or every unpaid one of an account (check-all-unpaid-invoices, the 5-minute job, the cron route),
// which first claims the account so that schedulers running at the same time never check it twice. Without a
// connection nothing is asked: the answer is the invoices as they are (paid by hand through update-status).
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { todayInStockholm } from '@/lib/time-zone';
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller } from '@/server/context';
import { accountingConnections, invoices } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import '@/server/invoices/errors';
import { getInvoice } from '@/server/invoices/read-invoices';
import { noticeOverdueInvoices } from '@/server/invoices/overdue-invoices';
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

/** Invoices of one account asked about at the same time (the client paces them to Fortnox's limit). */
const PARALLEL_INVOICES = 5;

/**
 * Claims the account's check and lists its unpaid invoices, in one transaction. Claimed when it is connected and no
 * check claimed it within `windowSeconds`: one UPDATE … WHERE, so of two schedulers at the same moment the second
 * waits for the first's row and finds it claimed.
 */
async function claimAndList(ferrierId: string, windowSeconds: number) {
  return inTenant({ ferrierId }, async ({ db }) => {
    const claimed = await db
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
      .returning({ id: accountingConnections.id });
    const connected = claimed.length === 1 || (await hasConnection(db, ferrierId));
    const open = await db
      .select({ id: invoices.id, documentNumber: invoices.fortnoxDocumentNumber, dueDate: invoices.dueDate })
      .from(invoices)
      .where(and(eq(invoices.ferrierId, ferrierId), inArray(invoices.status, [...UNPAID])));
    return { claimed: claimed.length === 1, connected, open };
  });
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
  const config = fortnoxConfig();
  const { claimed, connected, open } = await claimAndList(ferrierId, claimWindowSeconds);
  const result: UnpaidCheck = { connected, checked: 0, paid: 0, unpaid: 0, overdue: 0, failed: 0 };
  const paidIds = new Set<string>();
  const asked = config && claimed ? open.filter((invoice) => invoice.documentNumber !== null) : [];
  if (asked.length > 0) {
    const client = fortnoxClient(config!, ferrierId, log);
    const paid: Array<{ id: string; paidDate: string }> = [];
    let reconnect = false;
    const queue = [...asked];
    const worker = async () => {
      for (let invoice = queue.shift(); invoice && !reconnect; invoice = queue.shift()) {
        result.checked++;
        try {
          const answer = await fortnoxInvoice(client, invoice.documentNumber!);
          if (isPaidInFortnox(answer))
            paid.push({ id: invoice.id, paidDate: answer.FinalPayDate.slice(0, 10) });
        } catch (err) {
          result.failed++;
          log.warn({ invoiceId: invoice.id, reason: reasonOf(err) }, 'Payment status not read from Fortnox');
          // The connection no longer works: asking about the others would fail the same way.
          if (err instanceof FortnoxReconnectError) reconnect = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_INVOICES, asked.length) }, worker));
    if (paid.length > 0) {
      await asAccountOwner(ferrierId, log, async (ctx) => {
        for (const { id, paidDate } of paid) {
          try {
            // A savepoint each: one that cannot be marked does not undo the others.
            await ctx.db.transaction(async (tx) => {
              const [row] = await tx
                .select({ status: invoices.status })
                .from(invoices)
                .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ferrierId)))
                .for('update');
              // Marked paid by hand (or by another check) meanwhile: nothing to do.
              if (row && (UNPAID as readonly string[]).includes(row.status))
                await markInvoicePaid({ ...ctx, db: tx }, { id, paidDate });
            });
            result.paid++;
            paidIds.add(id);
          } catch (err) {
            result.failed++;
            log.error({ err, invoiceId: id }, 'Invoice paid in Fortnox not marked paid');
          }
        }
      });
    }
  }
  try {
    // What is still unpaid past its due date is told to the owner now (once per invoice).
    await noticeOverdueInvoices(ferrierId);
  } catch (err) {
    log.error({ err }, 'Overdue invoices not told; the hourly sweep tells them');
  }
  const today = todayInStockholm();
  const stillOpen = open.filter((invoice) => !paidIds.has(invoice.id));
  result.unpaid = stillOpen.length;
  result.overdue = stillOpen.filter((invoice) => invoice.dueDate < today).length;
  return result;
}
