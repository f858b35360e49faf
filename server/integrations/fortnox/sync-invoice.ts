// Sending a registered invoice to Fortnox: the customer created there once (its CustomerNumber kept on ours) or
// updated to the invoice's buyer, then the invoice created; Fortnox's DocumentNumber becomes the invoice's number,
// with Fortnox's OCR (or ours from that number). A credit invoice is made by crediting its original there (PUT
// …/credit), which is sent first when it is not in Fortnox yet. A refusal is kept on the invoice as its reason
// (state failed) and the invoice-accounting-sync job tries again. It works in the caller's transaction with the
// invoice's row locked — its own, never the registering's (server/invoices/accounting-hook.ts runs it once that has
// committed; the job runs it as the account's owner), so two syncs of one invoice never run side by side. Fortnox has
// no idempotency key: an answer lost on the way (a timeout, a crash before our transaction committed) is found again
// before anything is created — an invoice by our id in ExternalInvoiceReference1, a credit by the original's
// CreditInvoiceReference, a customer by the CustomerNumber we give it (ours) — so a retry never makes a second one.
import { and, eq, isNull } from 'drizzle-orm';
import { isValidOcr, ocrReference } from '@/lib/swedish/ocr';
import type { AccountingFailure, Invoice } from '@/lib/validation/invoice';
import { customers, invoices } from '@/server/db/schema';
import { getInvoice } from '@/server/invoices/read-invoices';
import type { TenantContext } from '@/server/context';
import { fortnoxClient, type FortnoxClient } from './client';
import { fortnoxConfig } from './env';
import { FortnoxError, failureOf, reasonOf } from './errors';
import {
  customerNumberOf,
  customerOf,
  invoiceOf,
  referencedNumber,
  type FortnoxCustomer,
  type FortnoxInvoiceAnswer,
  type FortnoxInvoiceListItem,
} from './fortnox-shapes';
import { hasConnection } from './tokens';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

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

/**
 * The Fortnox customer for the invoice's buyer, updated to it: the one kept on ours; else (none kept, or deleted in
 * Fortnox meanwhile) the one under our number for it, which an earlier try may have made although its answer or our
 * save of the number was lost; else created under that number. Its number is kept on ours.
 */
async function fortnoxCustomer(
  client: FortnoxClient,
  ctx: TenantContext,
  invoice: Invoice,
  known: string | null,
): Promise<string> {
  const fields = customerOf(invoice.buyer);
  const ours = customerNumberOf(invoice.customer.id);
  /** The number when Fortnox has that customer (now updated), null when it has not. */
  const update = async (number: string): Promise<string | null> => {
    try {
      await client.request('PUT', `/customers/${encodeURIComponent(number)}`, { Customer: fields });
      return number;
    } catch (err) {
      if (err instanceof FortnoxError && err.status === 404) return null;
      throw err;
    }
  };
  let number = (known ? await update(known) : null) ?? (known === ours ? null : await update(ours));
  if (!number) {
    try {
      const { Customer } = await client.request<{ Customer: FortnoxCustomer }>('POST', '/customers', {
        Customer: { ...fields, CustomerNumber: ours },
      });
      number = Customer.CustomerNumber;
    } catch (err) {
      // Another sync of this customer's invoices made it meanwhile, and Fortnox refuses the number twice.
      if (!(err instanceof FortnoxError && err.status === 400)) throw err;
      number = await update(ours);
      if (!number) throw err;
    }
  }
  if (number !== known)
    await ctx.db
      .update(customers)
      .set({ accountingCustomerNumber: number })
      .where(and(eq(customers.id, invoice.customer.id), eq(customers.ferrierId, ctx.ferrierId)));
  return number;
}

/** PostgreSQL's unique violation, as postgres.js reports it (Drizzle may wrap it as the cause). */
const isTakenNumber = (err: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
};

/** Where an invoice stands in Fortnox once sent: its DocumentNumber and OCR. */
type Placed = { number: string; ocr: string };

const placed = (number: string, ocr: string | undefined): Placed => ({
  number,
  ocr: ocr && isValidOcr(ocr) ? ocr : ocrReference(number),
});

/** A credit invoice whose original is not in Fortnox (yet): nothing to credit there. */
class OriginalNotInFortnox extends Error {}

const invoicePath = (documentNumber: string) => `/invoices/${encodeURIComponent(documentNumber)}`;

/**
 * The invoice Fortnox already holds for ours (made by an earlier try whose answer was lost), found by our id in
 * ExternalInvoiceReference1. Fortnox's search matches parts of the field, so only an exact match counts.
 */
async function alreadyInFortnox(client: FortnoxClient, invoiceId: string): Promise<Placed | null> {
  const { Invoices = [] } = await client.request<{ Invoices?: FortnoxInvoiceListItem[] }>(
    'GET',
    `/invoices?externalinvoicereference1=${encodeURIComponent(invoiceId)}`,
  );
  const found = Invoices.filter((i) => i.ExternalInvoiceReference1 === invoiceId).sort(
    (a, b) => Number(a.DocumentNumber) - Number(b.DocumentNumber),
  )[0];
  return found ? placed(String(found.DocumentNumber), found.OCR) : null;
}

/** A debit invoice: found again when an earlier try made it, else created (with its customer). */
async function sendDebit(
  client: FortnoxClient,
  ctx: TenantContext,
  { invoice, customerNumber }: { invoice: Invoice; customerNumber: string | null },
): Promise<Placed> {
  const earlier = await alreadyInFortnox(client, invoice.id);
  if (earlier) {
    ctx.log.info({ invoiceId: invoice.id, documentNumber: earlier.number }, 'Invoice found in Fortnox');
    return earlier;
  }
  const number = await fortnoxCustomer(client, ctx, invoice, customerNumber);
  const { Invoice: created } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
    'POST',
    '/invoices',
    invoiceOf(invoice, number),
  );
  return placed(String(created.DocumentNumber), created.OCR);
}

/** The DocumentNumber of one of the account's invoices in Fortnox, or null while it is not there. */
async function documentNumberOf(ctx: TenantContext, invoiceId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ documentNumber: invoices.fortnoxDocumentNumber })
    .from(invoices)
    .where(mine(ctx, invoiceId));
  return row?.documentNumber ?? null;
}

/**
 * A credit invoice: its original credited in Fortnox (PUT …/credit makes Fortnox's own credit invoice of all of it,
 * as ours is), the original sent first when it is still on its way there. When the original already names a credit
 * invoice (an earlier try whose answer was lost), that one is ours.
 */
async function sendCredit(client: FortnoxClient, ctx: TenantContext, originalId: string): Promise<Placed> {
  let original = await documentNumberOf(ctx, originalId);
  if (!original) {
    await syncInvoice(ctx, { invoiceId: originalId });
    original = await documentNumberOf(ctx, originalId);
  }
  if (!original)
    throw new OriginalNotInFortnox('The credited invoice is not in Fortnox yet; tried again later');
  const { Invoice: before } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
    'GET',
    invoicePath(original),
  );
  let credit = referencedNumber(before.CreditInvoiceReference);
  if (!credit) {
    const { Invoice: credited } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
      'PUT',
      `${invoicePath(original)}/credit`,
    );
    credit = referencedNumber(credited.CreditInvoiceReference);
    if (!credit) throw new FortnoxError(200, 'the credit answer names no credit invoice');
  }
  const { Invoice: made } = await client.request<{ Invoice: FortnoxInvoiceAnswer }>(
    'GET',
    invoicePath(credit),
  );
  return placed(credit, made.OCR);
}

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
  /** The failure kept on the invoice: as recorded for support (`reason`), and as a code for the reader's language. */
  const failed = async (reason: string, failure: AccountingFailure) => {
    ctx.log.warn({ invoiceId, reason, code: failure.code }, 'Invoice not synced to Fortnox');
    await ctx.db
      .update(invoices)
      .set({ accountingState: 'failed', accountingError: reason, accountingFailure: failure })
      .where(and(mine(ctx, invoiceId), isNull(invoices.fortnoxDocumentNumber)));
    return 'failed' as const;
  };
  const config = fortnoxConfig();
  if (!config) return failed('Fortnox is not configured on this server', { code: 'notConfigured' });
  let number: string;
  let ocr: string;
  try {
    const client = fortnoxClient(config, ctx.ferrierId, ctx.log);
    const creditOf = found.invoice.creditOf?.id;
    ({ number, ocr } = creditOf
      ? await sendCredit(client, ctx, creditOf)
      : await sendDebit(client, ctx, found));
  } catch (err) {
    return err instanceof OriginalNotInFortnox
      ? failed(err.message, { code: 'originalNotInFortnox' })
      : failed(reasonOf(err), failureOf(err));
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
          accountingFailure: null,
          accountingSyncedAt: new Date(),
        })
        .where(mine(ctx, invoiceId)),
    );
  } catch (err) {
    if (!isTakenNumber(err)) throw err;
    return failed(`Fortnox gave the number ${number}, which another invoice in Hovbook already has`, {
      code: 'numberTaken',
      number,
    });
  }
  ctx.log.info({ invoiceId, documentNumber: number }, 'Invoice synced to Fortnox');
  // Its number and OCR are printed: the copy to keep is printed once this has committed.
  printWhenCommitted(ctx, 'invoice', invoiceId);
  return 'synced';
}
