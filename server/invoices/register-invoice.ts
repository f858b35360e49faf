// Registering an invoice (draft → registered): the next number of the account's unbroken series, its OCR reference,
// the seller, buyer and payment details frozen as they are now, its products taken out of stock — in the caller's
// transaction, so a failed registration takes its number back with it. With an accounting connection the number is
// the accounting system's: it is left empty, the state 'pending', and once the transaction has committed the caller
// hands it to the accounting hook (accounting-hook.ts), which sends it there.
import { and, eq, sql } from 'drizzle-orm';
import { INVOICE_LIFE, type Invoice } from '@/lib/validation/invoice';
import { ocrReference, OCR_MAX_LENGTH } from '@/lib/swedish/ocr';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { accountingConnections, invoiceLines, invoices } from '@/server/db/schema';
import { transition } from '@/server/records/transition';
import { invoiceRecord } from './invoice-record';
import { moveStock, productQuantities } from './invoice-stock';
import { getInvoice, livePartiesOf } from './read-invoices';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

/**
 * The series is one per account for all years ('F', counter year 0): plain numbers 1, 2, 3 … A number typed by hand
 * that is higher (an account continuing its earlier system's series, e.g. 1042) moves the series on after it, so a
 * number is never given twice. The counter row's lock orders concurrent registrations; a rolled-back one gives its
 * number back, so there is no gap.
 */
export async function nextInvoiceNumber(ctx: TenantContext): Promise<string> {
  const highestTyped = sql`(select coalesce(max(invoice_number::numeric), 0) + 1 from invoices
    where ferrier_id = ${ctx.ferrierId} and invoice_number ~ '^[0-9]{1,18}$')`;
  const [row] = await ctx.db.execute<{ last: string }>(sql`
    insert into reference_counters (ferrier_id, kind, year, last)
    values (${ctx.ferrierId}, ${INVOICE_LIFE.series!}, 0, greatest(1, ${highestTyped}))
    on conflict (ferrier_id, kind, year) do update
      set last = greatest(reference_counters.last + 1, ${highestTyped})
    returning last`);
  return String(row!.last);
}

/**
 * The OCR reference of an invoice number (swedish-rules §2): its digits, with each letter of a number typed by hand
 * as two digits (A = 10 … Z = 35, other letters by their code), so two numbers never share a reference.
 */
export function ocrOfNumber(invoiceNumber: string): string {
  const base = [...invoiceNumber.toUpperCase()]
    .map((ch) =>
      /\d/.test(ch)
        ? ch
        : /[A-Z]/.test(ch)
          ? String(ch.charCodeAt(0) - 55)
          : String((ch.codePointAt(0)! % 90) + 10),
    )
    .join('');
  return ocrReference(base.slice(-(OCR_MAX_LENGTH - 2)));
}

/** Whether the account sends its invoices to an accounting system (which then numbers them). */
export async function hasAccountingConnection(ctx: TenantContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: accountingConnections.id })
    .from(accountingConnections)
    .where(eq(accountingConnections.ferrierId, ctx.ferrierId))
    .limit(1);
  return Boolean(row);
}

/**
 * Numbers and freezes an invoice being issued (already changed to registered in this transaction): the number typed
 * by hand, else the series' next (none while an accounting system numbers it), OCR, parties, registeredAt.
 */
export async function issue(
  ctx: TenantContext,
  id: string,
  { connected, buyerFrom }: { connected: boolean; buyerFrom?: Invoice['buyer'] },
): Promise<void> {
  const mine = and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId));
  const current = await foundOne(
    ctx.db
      .select({ invoiceNumber: invoices.invoiceNumber, customerId: invoices.customerId })
      .from(invoices)
      .where(mine),
  );
  const number = current.invoiceNumber ?? (connected ? null : await nextInvoiceNumber(ctx));
  const parties = await livePartiesOf(ctx, current.customerId);
  await ctx.db
    .update(invoices)
    .set({
      invoiceNumber: number,
      ocrReference: number ? ocrOfNumber(number) : null,
      seller: parties.seller,
      buyer: buyerFrom ?? parties.buyer,
      payment: parties.payment,
      registeredAt: new Date(),
      accountingState: connected ? 'pending' : 'notConnected',
    })
    .where(mine);
  // What it prints is fixed from now on (an edit of a registered invoice asks again); with an accounting system, once
  // the system has given its number (sync-invoice.ts).
  if (!connected) printWhenCommitted(ctx, 'invoice', id);
}

/** The product quantities of an invoice's stored lines. */
export async function storedProductQuantities(ctx: TenantContext, id: string) {
  const lines = await ctx.db
    .select({ productId: invoiceLines.productId, quantity: invoiceLines.quantity })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.ferrierId, ctx.ferrierId)));
  return productQuantities(lines);
}

/**
 * Registers a draft (update-status to registered, or sending a draft). An invoice registered already is answered as
 * it is; any other status is 409 INVALID_TRANSITION. With an accounting connection the answer is 'pending': the caller
 * asks for its sync once this transaction has committed (syncWhenCommitted, accounting-hook.ts).
 */
export async function registerInvoice(ctx: TenantContext, { id }: { id: string }): Promise<Invoice> {
  const { status } = await foundOne(
    ctx.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId)))
      .for('update'),
  );
  if (status === 'registered') return getInvoice(ctx, { id });
  await transition(ctx, invoiceRecord, id, 'registered');
  const connected = await hasAccountingConnection(ctx);
  await issue(ctx, id, { connected });
  await moveStock(ctx, await storedProductQuantities(ctx, id), id);
  return getInvoice(ctx, { id });
}
