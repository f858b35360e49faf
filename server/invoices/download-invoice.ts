// invoices/download/{id}: the invoice as it reads now, as its PDF in the customer's language. Any saved invoice prints,
// a draft stamped "UTKAST / DRAFT" (spec 5: an unsaved form is saved first, which the form itself asks for). Another
// account's invoice is not found.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { logoKeyOf, printInvoice, type PrintedInvoice } from './pdf/print-invoice';
import { getInvoice } from './read-invoices';

export async function downloadInvoice(ctx: TenantContext, { id }: { id: string }): Promise<PrintedInvoice> {
  // The logo's key is asked beside the invoice's row and lines: the three statements go to PostgreSQL together (one
  // round trip in the tenant transaction), not the logo's after the invoice's.
  const [invoice, logoKey] = await Promise.all([getInvoice(ctx, { id }), logoKeyOf(ctx)]);
  return printInvoice(ctx, invoice, logoKey);
}
