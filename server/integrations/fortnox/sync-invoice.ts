// Sending a registered invoice to Fortnox: the customer created there once (its CustomerNumber kept on ours) or
// updated to the invoice's buyer, then the invoice created; Fortnox's DocumentNumber becomes the invoice's number,
// with Fortnox's OCR (or ours from that number). A refusal is kept on the invoice as its reason (state failed) and the
// invoice-accounting-sync job tries again. It works in the caller's transaction with the invoice's row locked: called
// inline by registering (inside its transaction, so the number shows at once) or by the job, which therefore waits
// for a registering still under way and never sends an invoice twice alongside it.
import { and, eq, isNull } from 'drizzle-orm';
import { isValidOcr, ocrReference } from '@/lib/swedish/ocr';
import type { Invoice } from '@/lib/validation/invoice';
import { customers, invoices } from '@/server/db/schema';
import { getInvoice } from '@/server/invoices/read-invoices';
import type { TenantContext } from '@/server/context';
import { fortnoxClient, type FortnoxClient } from './client';
import { fortnoxConfig } from './env';
import { FortnoxError, reasonOf } from './errors';
import { customerOf, invoiceOf, type FortnoxCustomer, type FortnoxInvoiceAnswer } from './fortnox-shapes';
import { hasConnection } from './tokens';

export type SyncOutcome = 'synced' | 'failed' | 'skipped';

const mine = (ctx: TenantContext, id: string) =>
  and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId));

/** The invoice and its customer's Fortnox number, when there is something to send (the invoice's row locked). */
async function whatToSend(ctx: TenantContext, invoiceId: string) {
  const [row] = await ctx.db
    .select({ status: invoices.status, documentNumber: invoices.fortnoxDocumentNumber })
    .from(invoices)
    .where(mine(ctx, invoiceId))
    .for('update');
  if (!row || row.documentNumber || row.status === 'draft' || row.status === 'cancelled') return null;
  if (!(await hasConnection(ctx.db, ctx.ferrierId))) return null;
  const invoice = await getInvoice(ctx, { id: invoiceId });
  const [customer] = await ctx.db
    .select({ number: customers.accountingCustomerNumber })
    .from(customers)
    .where(and(eq(customers.id, invoice.customer.id), eq(customers.ferrierId, ctx.ferrierId)));
  return { invoice, customerNumber: customer?.number ?? null };
}

/** The Fortnox customer for the invoice's buyer: updated when known there, created (and remembered) when not. */
async function fortnoxCustomer(
  client: FortnoxClient,
  ctx: TenantContext,
  invoice: Invoice,
  known: string | null,
): Promise<string> {
  const fields = customerOf(invoice.buyer);
  if (known) {
    try {
      await client.request('PUT', `/customers/${encodeURIComponent(known)}`, { Customer: fields });
      return known;
    } catch (err) {
      // Deleted in Fortnox meanwhile: made again below.
      if (!(err instanceof FortnoxError && err.status === 404)) throw err;
    }
  }
  const { Customer } = await client.request<{ Customer: FortnoxCustomer }>('POST', '/customers', {
    Customer: fields,
  });
  await ctx.db
    .update(customers)
    .set({ accountingCustomerNumber: Customer.CustomerNumber })
    .where(and(eq(customers.id, invoice.customer.id), eq(customers.ferrierId, ctx.ferrierId)));
  return Customer.CustomerNumber;
}

/** PostgreSQL's unique violation, as postgres.js reports it (Drizzle may wrap it as the cause). */
const isTakenNumber = (err: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
};

/**
 * Sends the invoice to Fortnox when the account is connected and it is registered and not there yet. A failure is
 * stored on the invoice (state failed, the reason) and answered, not thrown, so the caller's transaction keeps it.
 */
export async function syncInvoice(
  ctx: TenantContext,
  { invoiceId }: { invoiceId: string },
): Promise<SyncOutcome> {
  const found = await whatToSend(ctx, invoiceId);
  if (!found) return 'skipped';
  const failed = async (reason: string) => {
    ctx.log.warn({ invoiceId, reason }, 'Invoice not synced to Fortnox');
    await ctx.db
      .update(invoices)
      .set({ accountingState: 'failed', accountingError: reason })
      .where(and(mine(ctx, invoiceId), isNull(invoices.fortnoxDocumentNumber)));
    return 'failed' as const;
  };
  const config = fortnoxConfig();
  if (!config) return failed('Fortnox is not configured on this server');
  const { invoice } = found;
  let number: string;
  let ocr: string;
  try {
    const client = fortnoxClient(config, ctx.ferrierId, ctx.log);
    const customerNumber = await fortnoxCustomer(client, ctx, invoice, found.customerNumber);
    const { Invoice: created } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
      'POST',
      '/invoices',
      invoiceOf(invoice, customerNumber),
    );
    number = String(created.DocumentNumber);
    ocr = created.OCR && isValidOcr(created.OCR) ? created.OCR : ocrReference(number);
  } catch (err) {
    return failed(reasonOf(err));
  }
  try {
    // A savepoint: a number taken by a hand-numbered invoice fails this statement, not the caller's transaction.
    await ctx.db.transaction((tx) =>
      tx
        .update(invoices)
        .set({
          invoiceNumber: number,
          fortnoxDocumentNumber: number,
          ocrReference: ocr,
          accountingState: 'synced',
          accountingError: null,
          accountingSyncedAt: new Date(),
        })
        .where(mine(ctx, invoiceId)),
    );
  } catch (err) {
    if (!isTakenNumber(err)) throw err;
    return failed(`Fortnox gave the number ${number}, which another invoice in Hovbook already has`);
  }
  ctx.log.info({ invoiceId, documentNumber: number }, 'Invoice synced to Fortnox');
  return 'synced';
}
