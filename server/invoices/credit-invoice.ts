// The credit invoice (kreditfaktura): how an issued invoice is corrected or reversed. Its lines are the original's
// with the quantities negated (same prices, discounts and VAT), it refers to the original, is registered at once with
// the next number of the series (OCR, parties frozen; the buyer as on the original) and locked; the original is
// marked credited and the products it sold come back to stock — all in one transaction.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { invoiceTotals } from '@/lib/invoices/totals';
import { todayInStockholm } from '@/lib/time-zone';
import type { Invoice } from '@/lib/validation/invoice';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { invoiceLines, invoices } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { writeHistory } from '@/server/records/history';
import { replaceLines } from '@/server/records/replace-lines';
import { transition } from '@/server/records/transition';
import { afterRegister } from './accounting-hook';
import { invoiceRecord } from './invoice-record';
import { moveStock, productQuantities } from './invoice-stock';
import { getInvoice } from './read-invoices';
import { hasAccountingConnection, issue } from './register-invoice';

/** A negated quantity, without a −0. */
const negate = (quantity: number) => (quantity === 0 ? 0 : -quantity);

/** invoices/credit/{id}: credits an issued invoice; answers the credit invoice. A draft: 409 INVOICE_NOT_ISSUED. */
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
  const connected = await hasAccountingConnection(ctx);
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
  if (connected) await afterRegister(ctx, creditId);
  return getInvoice(ctx, { id: creditId });
}
