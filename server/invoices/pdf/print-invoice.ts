// An invoice of the caller's account as its PDF: the invoice as getInvoice answers it (frozen seller and buyer once
// issued, live on a draft) and the account's logo as the profile has it now. An issued invoice is printed once and
// kept by the fingerprint of what it prints (server/pdf/printed-copies.ts); a draft, which may change at any save, is
// printed anew each time.
import { sql } from 'drizzle-orm';
import type { Invoice } from '@/lib/validation/invoice';
import type { TenantContext } from '@/server/context';
import { ferriers, storedFiles } from '@/server/db/schema';
import { logoForPrint } from '@/server/pdf/print-images';
import { fingerprintOf, printedCopy, sourceVersionOf, type StoredCopy } from '@/server/pdf/printed-copies';
import { invoiceLabels, invoiceLocale, invoiceTitle, renderInvoicePdf } from './invoice-pdf';

export type PrintedInvoice = { pdf: Buffer; filename: string };

/** The storage key of the account's logo, or null, as a column of a statement (the download asks it beside others). */
export const logoKeyColumn = (ctx: TenantContext) =>
  sql<string | null>`(select ${storedFiles.storageKey} from ${storedFiles}
    join ${ferriers} on ${ferriers.logoFileId} = ${storedFiles.id}
    where ${ferriers.id} = ${ctx.ferrierId} and ${storedFiles.ferrierId} = ${ctx.ferrierId})`;

/** The storage key of the account's logo, or null. */
export async function logoKeyOf(ctx: TenantContext): Promise<string | null> {
  const [row] = await ctx.db.execute<{ key: string | null }>(sql`select ${logoKeyColumn(ctx)} as key`);
  return row?.key ?? null;
}

/** "Faktura-1042.pdf", "Kreditfaktura-1043.pdf", "Invoice-1042.pdf"; a draft "Faktura-utkast-<id>.pdf". */
export function invoicePdfFileName(invoice: Invoice): string {
  const say = invoiceLabels(invoiceLocale(invoice));
  const title = invoiceTitle(invoice, say).replace(/\s+/g, '-');
  const number =
    invoice.invoiceNumber ??
    `${invoiceLocale(invoice) === 'en' ? 'draft' : 'utkast'}-${invoice.id.slice(0, 8)}`;
  // Letters, digits, dots and dashes only: nothing a Content-Disposition header could take for more.
  return `${title}-${number}.pdf`.normalize('NFD').replace(/[^\w.-]/g, '');
}

/**
 * What an invoice's PDF is printed from: the invoice without what the renderer (invoice-pdf.ts) never reads — its
 * status beyond draft or not, when it was sent, paid or locked, whether it is overdue, its accounting sync, the
 * credits made of it, its links, the mileage fields (the mileage is a line) and its timestamps — so marking an
 * invoice sent or paid keeps its stored copy. A field the renderer starts to read must leave this list.
 */
export function printedFacts(invoice: Invoice, logoKey: string | null) {
  const {
    status,
    customer: _customer,
    sentAt: _sentAt,
    paidAt: _paidAt,
    lockedAt: _lockedAt,
    overdue: _overdue,
    accounting: _accounting,
    credits: _credits,
    bookingId: _bookingId,
    journalId: _journalId,
    mileageKm: _mileageKm,
    mileageRate: _mileageRate,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...printed
  } = invoice;
  return { ...printed, draft: status === 'draft', logoKey };
}

/**
 * The version of an invoice a stored copy is printed from: every change of an invoice (its lines included) sets its
 * `updatedAt`, and the logo is printed by its key. Equal versions print the same PDF.
 */
export const invoiceVersion = (updatedAt: string, logoKey: string | null) =>
  sourceVersionOf(updatedAt, logoKey);

/** The invoice printed now, without a stored copy. `logoKey` when the caller has read it already. */
export async function renderInvoice(invoice: Invoice, logoKey: string | null): Promise<Buffer> {
  const logo = logoKey ? ((await logoForPrint(logoKey)) ?? null) : null;
  return renderInvoicePdf({ invoice, logo });
}

/**
 * The invoice as it reads now, as its PDF: a draft printed now; an issued invoice from its stored copy when that
 * was printed from what it shows now, else printed and stored. `stored` and `logoKey` are read beside the invoice.
 */
export async function printInvoice(
  ctx: TenantContext,
  invoice: Invoice,
  { logoKey, stored }: { logoKey: string | null; stored: StoredCopy | null },
): Promise<PrintedInvoice & { printed: boolean }> {
  const filename = invoicePdfFileName(invoice);
  if (invoice.status === 'draft')
    return { pdf: await renderInvoice(invoice, logoKey), filename, printed: true };
  const copy = await printedCopy(
    ctx,
    {
      kind: 'invoice',
      recordId: invoice.id,
      fingerprint: fingerprintOf('invoice', printedFacts(invoice, logoKey)),
      filename,
      stored,
      sourceVersion: invoiceVersion(invoice.updatedAt, logoKey),
    },
    () => renderInvoice(invoice, logoKey),
  );
  return { ...copy, filename };
}
