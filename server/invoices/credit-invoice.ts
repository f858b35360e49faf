// The credit invoice (kreditfaktura): how an issued invoice is corrected or reversed. Its lines are the original's
// with the quantities negated (same prices, discounts and VAT), it refers to the original, is registered at once with
// the next number of the series (OCR, parties frozen; the buyer as on the original) and locked; the original is
// marked credited and the products it sold come back to stock — all in one transaction. With an accounting connection
// its number is the accounting system's, as its original's was: state 'pending', sent by the accounting hook once this
// has committed (in Fortnox, by crediting the original there). An original registered before the account connected
// never went to Fortnox (and never goes): its credit takes Hovbook's series as the original did, and stays here too.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { invoiceTotals } from '@/lib/invoices/totals';
import { todayInStockholm } from '@/lib/time-zone';
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller, TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { inTenant } from '@/server/db/tenant';
import { invoiceLines, invoices } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { writeHistory } from '@/server/records/history';
import { replaceLines } from '@/server/records/replace-lines';
import { transition } from '@/server/records/transition';
import { asSynced, syncWhenCommitted } from './accounting-hook';
import { invoiceRecord } from './invoice-record';
import { moveStock, productQuantities } from './invoice-stock';
import { getInvoice } from './read-invoices';
import { hasAccountingConnection, issue } from './register-invoice';

/** A negated quantity, without a −0. */
const negate = (quantity: number) => (quantity === 0 ? 0 : -quantity);

/**
 * invoices/credit/{id}: credits an issued invoice; answers the credit invoice (with an accounting connection,
 * 'pending': the route asks for its sync once committed, syncWhenCommitted). A draft: 409 INVOICE_NOT_ISSUED.
 */
export async function creditInvoice(ctx: TenantContext, { id }: { id: string }): Promise<Invoice> {
  const original = await foundOne(
    ctx.db
      .select({
        status: invoices.status,
        customerId: invoices.customerId,
        bookingId: invoices.bookingId,
        journalId: invoices.journalId,
        supplyDate: invoices.supplyDate,
        invoiceDate: invoices.invoiceDate,
        buyer: invoices.buyer,
        accountingState: invoices.accountingState,
      })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId)))
      .for('update'),
  );
  if (original.status === 'draft' || original.status === 'cancelled')
    throw new AppError('INVOICE_NOT_ISSUED');
  // Credited already: 409 INVALID_TRANSITION (credited → credited would otherwise be a silent no-op).
  if (original.status === 'credited') {
    const t = translator(ctx.locale);
    const credited = t('invoiceStatus.credited');
    throw new AppError('INVALID_TRANSITION', undefined, undefined, {
      params: { from: credited, to: credited },
      details: { status: original.status },
      message: 'invoiceStatus.errors.INVALID_TRANSITION',
    });
  }
  await transition(ctx, invoiceRecord, id, 'credited');

  const lines = (
    await ctx.db
      .select({
        kind: invoiceLines.kind,
        name: invoiceLines.name,
        serviceId: invoiceLines.serviceId,
        productId: invoiceLines.productId,
        quantity: invoiceLines.quantity,
        pricePerUnitOre: invoiceLines.pricePerUnitOre,
        discountPercent: invoiceLines.discountPercent,
        vatPercent: invoiceLines.vatPercent,
        unit: invoiceLines.unit,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.ferrierId, ctx.ferrierId)))
      .orderBy(asc(invoiceLines.position), asc(invoiceLines.id))
  ).map((line) => ({ ...line, quantity: negate(line.quantity) }));
  const totals = invoiceTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      pricePerUnitOre: l.pricePerUnitOre,
      discountPercent: l.discountPercent,
      vatPercent: l.vatPercent,
    })),
  );
  const today = todayInStockholm();
  const [created] = await ctx.db
    .insert(invoices)
    .values({
      ferrierId: ctx.ferrierId,
      customerId: original.customerId,
      bookingId: original.bookingId,
      journalId: original.journalId,
      creditOfInvoiceId: id,
      invoiceDate: today,
      dueDate: today,
      supplyDate: original.supplyDate ?? original.invoiceDate,
      status: 'registered',
      lockedAt: new Date(),
      createdByUserId: ctx.userId,
      netTotalOre: totals.netTotalOre,
      vatTotalOre: totals.vatTotalOre,
      roundingOre: totals.roundingOre,
      grandTotalOre: totals.grandTotalOre,
    })
    .returning({ id: invoices.id });
  const creditId = created!.id;
  await replaceLines(
    ctx,
    invoiceLines,
    'invoiceId',
    creditId,
    lines.map((line, i) => ({
      ...line,
      lineTotalOre: totals.lines[i]!.netOre,
      vatAmountOre: totals.lines[i]!.vatOre,
    })),
  );
  // Fortnox credits only an invoice it holds or will hold: one numbered here before connecting is credited here.
  const connected = original.accountingState !== 'notConnected' && (await hasAccountingConnection(ctx));
  await issue(ctx, creditId, {
    connected,
    ...(original.buyer ? { buyerFrom: original.buyer as Invoice['buyer'] } : {}),
  });
  await writeHistory(ctx, invoiceRecord, creditId, { action: 'created', facts: { creditOf: id } });
  await writeHistory(ctx, invoiceRecord, creditId, {
    action: 'status_changed',
    from: 'draft',
    to: 'registered',
  });
  // The products the original sold come back (the credit invoice's quantities are negative).
  await moveStock(ctx, productQuantities(lines), creditId);
  return getInvoice(ctx, { id: creditId });
}

/** The route's use case: the credit invoice, sent to the accounting system once committed when it waits for it. */
export async function creditInvoiceAndSync(caller: Caller, { id }: { id: string }): Promise<Invoice> {
  const credit = await inTenant(caller, async (ctx) => {
    const made = await creditInvoice(ctx, { id });
    syncWhenCommitted(ctx, made);
    return made;
  });
  return asSynced(caller, credit);
}
