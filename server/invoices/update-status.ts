// An invoice's status changes besides registering (register-invoice.ts): sent by hand (locks it), paid (with the day
// the money came), a draft cancelled; and locking an issued invoice. Each through the record kit's transition (409
// INVALID_TRANSITION for a change INVOICE_LIFE does not allow) and in the invoice's history.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ISSUED_STATUSES, type Invoice, type InvoiceStatusInput } from '@/lib/validation/invoice';
import { TIME_ZONE, todayInStockholm } from '@/lib/time-zone';
import type { Caller, TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { inTenant } from '@/server/db/tenant';
import { invoices } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { notify } from '@/server/notifications/notify';
import { writeHistory } from '@/server/records/history';
import { transition } from '@/server/records/transition';
import { asSynced, syncWhenCommitted } from './accounting-hook';
import { INVOICE_ERRORS } from './errors';
import { invoiceRecord } from './invoice-record';
import { getInvoice } from './read-invoices';
import { registerInvoice } from './register-invoice';

void INVOICE_ERRORS; // the module declares INVOICE_NOT_ISSUED when it loads

const mine = (ctx: TenantContext, id: string) =>
  and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId));

/**
 * Marks an issued invoice paid on `paidDate` (default today; the accounting system's payment check passes its final
 * pay date): paidAt is that day, or now when it is today. The owner is told, in the same transaction.
 */
export async function markInvoicePaid(
  ctx: TenantContext,
  { id, paidDate }: { id: string; paidDate?: string },
): Promise<Invoice> {
  const { status } = await transition(ctx, invoiceRecord, id, 'paid');
  const day = paidDate && paidDate !== todayInStockholm() ? paidDate : null;
  await ctx.db
    .update(invoices)
    .set({
      paidAt: day ? sql`(${day}::date + time '12:00') at time zone ${sql.raw(`'${TIME_ZONE}'`)}` : new Date(),
    })
    .where(and(mine(ctx, id), eq(invoices.status, status), isNull(invoices.paidAt)));
  const invoice = await getInvoice(ctx, { id });
  await notify(ctx, {
    to: 'owner',
    kind: 'invoice_paid',
    payload: {
      invoiceId: id,
      invoiceNumber: invoice.invoiceNumber,
      grandTotal: invoice.grandTotal,
      paidDate: paidDate ?? todayInStockholm(),
    },
  });
  return invoice;
}

/** Marks an issued invoice sent (it was given to the customer; sending it by mail does this too) and locks it. */
export async function markInvoiceSent(ctx: TenantContext, { id }: { id: string }): Promise<Invoice> {
  await transition(ctx, invoiceRecord, id, 'sent');
  return getInvoice(ctx, { id });
}

/** invoices/update-status/{id}: registered, sent, paid or cancelled, as INVOICE_LIFE allows. */
export async function changeInvoiceStatus(
  ctx: TenantContext,
  { id, input }: { id: string; input: InvoiceStatusInput },
): Promise<Invoice> {
  switch (input.status) {
    case 'registered':
      return registerInvoice(ctx, { id });
    case 'sent':
      return markInvoiceSent(ctx, { id });
    case 'paid':
      return markInvoicePaid(ctx, { id, paidDate: input.paidDate });
    case 'cancelled':
      await transition(ctx, invoiceRecord, id, 'cancelled');
      return getInvoice(ctx, { id });
  }
}

/**
 * The route's use case: the status change, and — when it registered an invoice of a connected account — the invoice
 * sent to the accounting system once committed, and answered as it now stands there.
 */
export async function updateInvoiceStatus(
  caller: Caller,
  { id, input }: { id: string; input: InvoiceStatusInput },
): Promise<Invoice> {
  const invoice = await inTenant(caller, async (ctx) => {
    const changed = await changeInvoiceStatus(ctx, { id, input });
    if (input.status === 'registered') syncWhenCommitted(ctx, changed);
    return changed;
  });
  return input.status === 'registered' ? asSynced(caller, invoice) : invoice;
}

/**
 * invoices/lock/{id}: an issued invoice is kept as it is from now on (corrections are credit invoices); locking one
 * already locked changes nothing. A draft or a cancelled draft has nothing to lock: 409 INVOICE_NOT_ISSUED.
 */
export async function lockInvoice(ctx: TenantContext, { id }: { id: string }): Promise<Invoice> {
  const current = await foundOne(
    ctx.db
      .select({ status: invoices.status, lockedAt: invoices.lockedAt })
      .from(invoices)
      .where(mine(ctx, id))
      .for('update'),
  );
  if (!(ISSUED_STATUSES as readonly string[]).includes(current.status))
    throw new AppError('INVOICE_NOT_ISSUED');
  if (!current.lockedAt) {
    await ctx.db
      .update(invoices)
      .set({ lockedAt: new Date(), sequence: sql`${invoices.sequence} + 1`, updatedAt: new Date() })
      .where(mine(ctx, id));
    await writeHistory(ctx, invoiceRecord, id, { action: 'updated', fields: ['lockedAt'] });
  }
  return getInvoice(ctx, { id });
}
