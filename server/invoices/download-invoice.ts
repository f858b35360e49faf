// invoices/download/{id}: the invoice as it reads now, as its PDF in the customer's language. Any saved invoice prints,
// a draft stamped "UTKAST / DRAFT" (spec 5: an unsaved form is saved first, which the form itself asks for); an issued
// one is served from its stored copy when nothing it prints has changed (server/pdf/printed-copies.ts). Another
// account's invoice is not found.
import type { TenantContext } from '@/server/context';
import { storedCopyOf } from '@/server/pdf/printed-copies';
import { logoKeyOf, printInvoice, type PrintedInvoice } from './pdf/print-invoice';
import { getInvoice } from './read-invoices';

/** The invoice, the logo's key and the stored copy: asked together, one round trip in the tenant transaction. */
const readForPrint = (ctx: TenantContext, id: string) =>
  Promise.all([getInvoice(ctx, { id }), logoKeyOf(ctx), storedCopyOf(ctx, 'invoice', id)]);

/** The invoice's PDF, and whether it was printed now (else served as stored). */
export async function invoicePdf(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<PrintedInvoice & { printed: boolean }> {
  const [invoice, logoKey, stored] = await readForPrint(ctx, id);
  return printInvoice(ctx, invoice, { logoKey, stored });
}

/** The print-document job's part: an issued invoice's copy printed and stored unless kept already; true if printed. */
export async function keepInvoiceCopy(ctx: TenantContext, { id }: { id: string }): Promise<boolean> {
  const [invoice, logoKey, stored] = await readForPrint(ctx, id);
  if (invoice.status === 'draft') return false;
  return (await printInvoice(ctx, invoice, { logoKey, stored })).printed;
}

export async function downloadInvoice(ctx: TenantContext, { id }: { id: string }): Promise<PrintedInvoice> {
  const { pdf, filename } = await invoicePdf(ctx, { id });
  return { pdf, filename };
}
