// invoices/download/{id}: the invoice as it reads now, as its PDF in the customer's language. Any saved invoice prints,
// a draft stamped "UTKAST / DRAFT" (spec 5: an unsaved form is saved first, which the form itself asks for); an issued
// one is served from its stored copy when nothing it prints has changed (server/pdf/printed-copies.ts). Another
// account's invoice is not found.
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { invoices, printedDocuments, storedFiles } from '@/server/db/schema';
import { isoText } from '@/server/db/registers';
import { storedCopyOf } from '@/server/pdf/printed-copies';
import { storage } from '@/server/storage/storage';
import {
  invoiceVersion,
  logoKeyColumn,
  logoKeyOf,
  printInvoice,
  type PrintedInvoice,
} from './pdf/print-invoice';
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

/**
 * The stored copy of an issued invoice that has not changed since it was printed, or null: one statement reads the
 * invoice's version (when it last changed, the logo's key) beside the copy's. Anything else — a draft, no copy, a
 * changed invoice or logo, bytes gone from storage — takes the whole way (invoicePdf), which reads the invoice.
 */
async function unchangedCopy(ctx: TenantContext, id: string): Promise<PrintedInvoice | null> {
  const [row] = await ctx.db
    .select({
      status: invoices.status,
      updatedAt: isoText(invoices.updatedAt),
      logoKey: logoKeyColumn(ctx),
      sourceVersion: printedDocuments.sourceVersion,
      storageKey: storedFiles.storageKey,
      filename: storedFiles.originalName,
    })
    .from(invoices)
    .innerJoin(
      printedDocuments,
      and(
        eq(printedDocuments.ferrierId, ctx.ferrierId),
        eq(printedDocuments.kind, 'invoice'),
        eq(printedDocuments.recordId, invoices.id),
      ),
    )
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.id, printedDocuments.fileId), eq(storedFiles.ferrierId, ctx.ferrierId)),
    )
    .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId)));
  if (!row || row.status === 'draft' || !row.filename) return null;
  if (row.sourceVersion !== invoiceVersion(row.updatedAt, row.logoKey)) return null;
  const pdf = await storage().get(row.storageKey);
  return pdf ? { pdf, filename: row.filename } : null;
}

export async function downloadInvoice(ctx: TenantContext, { id }: { id: string }): Promise<PrintedInvoice> {
  const kept = await unchangedCopy(ctx, id);
  if (kept) return kept;
  const { pdf, filename } = await invoicePdf(ctx, { id });
  return { pdf, filename };
}
