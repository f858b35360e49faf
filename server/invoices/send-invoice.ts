// invoices/send-to-customer/{id}: the invoice mailed to its customer as a PDF. A draft is registered first (it gets its
// number, OCR and frozen parties); the PDF is stored as it will be mailed and the sending kept (invoice_sendings: to
// whom, which file); a registered invoice becomes sent and locked through the record kit, and the history names the
// sending (the address masked) and when. The mail itself goes out by the `invoice-mail` job once the transaction has
// committed (sendInvoice), retried by the queue when the mail host refuses. Sending a sent (or paid) invoice again
// mails the same invoice again and changes nothing on it. A draft of an account with an accounting connection is
// registered and committed first, then sent to Fortnox (never inside a transaction), whose number it is mailed with.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Invoice } from '@/lib/validation/invoice';
import type { Caller, TenantContext } from '@/server/context';
import { customers, invoiceSendings } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import { AppError, defineErrors, type FeatureCodes } from '@/server/errors';
import { enqueue } from '@/server/jobs/enqueue';
import { maskAddress } from '@/server/mail/mask-address';
import { writeHistory } from '@/server/records/history';
import { storedCopyOf } from '@/server/pdf/printed-copies';
import { storeFile } from '@/server/storage/store-file';
import { syncWhenCommitted } from './accounting-hook';
import { invoiceRecord } from './invoice-record';
import { logoKeyOf, printInvoice } from './pdf/print-invoice';
import { INVOICE_ERRORS } from './errors';
import { getInvoice } from './read-invoices';
import { hasAccountingConnection, registerInvoice } from './register-invoice';
import { markInvoiceSent } from './update-status';

void INVOICE_ERRORS; // declares INVOICE_NOT_ISSUED, thrown here, when it loads

export const SENDING_ERRORS = defineErrors('invoicePdf', {
  /** The customer has no email address: nothing to send to. */
  CUSTOMER_WITHOUT_EMAIL: 422,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from SENDING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof SENDING_ERRORS> {}
}

/** The customer's address as the customer register has it now. */
async function addressOf(ctx: TenantContext, invoice: Invoice): Promise<string> {
  const [customer] = await ctx.db
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, invoice.customer.id), eq(customers.ferrierId, ctx.ferrierId)));
  const email = customer?.email?.trim();
  if (!email)
    throw new AppError('CUSTOMER_WITHOUT_EMAIL', { customerId: 'invoiceRules.customerWithoutEmail' });
  return email;
}

export type InvoiceSending = { invoice: Invoice; sendingId: string };

/**
 * Everything of a sending but the mail, in the caller's transaction: registered if a draft, PDF stored, sending kept,
 * sent and locked, history written. The caller mails it (mailSending) once this has committed.
 */
export async function sendInvoiceToCustomer(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<InvoiceSending> {
  let invoice = await getInvoice(ctx, { id });
  // Checked before anything changes: a customer without an address leaves a draft a draft.
  const to = await addressOf(ctx, invoice);
  if (invoice.status === 'draft') invoice = await registerInvoice(ctx, { id });
  // A cancelled draft cannot be sent: the kit refuses it (409 INVALID_TRANSITION) in the invoice's own words.
  if (invoice.status === 'cancelled') await markInvoiceSent(ctx, { id });
  // With an accounting system the number comes from it, after registering: nothing to pay against until then.
  if (!invoice.invoiceNumber) throw new AppError('INVOICE_NOT_ISSUED');
  // Sent, paid or credited already: mailed again as it is.
  if (invoice.status === 'registered') invoice = await markInvoiceSent(ctx, { id });
  // Printed as a download prints it (the stored copy, or printed and kept as that copy now).
  const [logoKey, stored] = await Promise.all([logoKeyOf(ctx), storedCopyOf(ctx, 'invoice', id)]);
  const { pdf, filename } = await printInvoice(ctx, invoice, { logoKey, stored });
  // Kept as mailed (purpose 'invoice'), as bookkeeping law asks.
  const { id: fileId } = await storeFile(ctx, {
    bytes: pdf,
    purpose: 'invoice',
    name: filename,
    contentType: 'application/pdf',
  });
  const [sending] = await ctx.db
    .insert(invoiceSendings)
    .values({ ferrierId: ctx.ferrierId, invoiceId: id, toAddress: to, fileId, sentByUserId: ctx.userId })
    .returning({ id: invoiceSendings.id });
  // To whom (masked: the history never holds an address) and, by the event's time, when.
  await writeHistory(ctx, invoiceRecord, id, {
    action: 'updated',
    fields: ['sentTo'],
    facts: { sendingId: sending!.id, to: maskAddress(to), fileId },
  });
  return { invoice, sendingId: sending!.id };
}

/** Queues the sending's mail (the invoice-mail job): asked on the sending's transaction, run once it has committed. */
export const mailSending = (
  caller: Caller,
  { ferrierId, sendingId }: { ferrierId: string; sendingId: string },
) => enqueue(caller, 'invoice-mail', { ferrierId, sendingId });

/**
 * A draft of a connected account registered on its own (its customer's address checked first, so a customer without
 * one leaves it a draft); answers the registered invoice, or null when there is nothing to register first.
 */
async function registerForAccounting(ctx: TenantContext, { id }: { id: string }): Promise<Invoice | null> {
  const invoice = await getInvoice(ctx, { id });
  if (invoice.status !== 'draft' || !(await hasAccountingConnection(ctx))) return null;
  await addressOf(ctx, invoice);
  return registerInvoice(ctx, { id });
}

/** The route's use case: the sending, and its mail queued once committed. Answers the invoice as sent. */
export async function sendInvoice(caller: Caller, { id }: { id: string }): Promise<Invoice> {
  // Fortnox numbers it: registered and committed, then sent there, before anything is mailed with a number.
  await inTenant(caller, async (ctx) => {
    const registered = await registerForAccounting(ctx, { id });
    if (registered) syncWhenCommitted(ctx, registered);
  });
  return inTenant(caller, async (ctx) => {
    const { invoice, sendingId } = await sendInvoiceToCustomer(ctx, { id });
    ctx.afterCommit(() => mailSending(caller, { ferrierId: caller.ferrierId, sendingId }));
    return invoice;
  });
}
