// An invoice of the caller's account as its PDF: the invoice as getInvoice answers it (frozen seller and buyer once
// issued, live on a draft) and the account's logo as the profile has it now. The bytes are kept in memory by what
// they print (the invoice's content and the logo's file), so downloading the same invoice again, as customers and
// farriers do, does not set it anew; any change to what is printed is another key.
import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Invoice } from '@/lib/validation/invoice';
import type { TenantContext } from '@/server/context';
import { ferriers, storedFiles } from '@/server/db/schema';
import { logoForPrint } from '@/server/pdf/print-images';
import { invoiceLabels, invoiceLocale, invoiceTitle, renderInvoicePdf } from './invoice-pdf';

export type PrintedInvoice = { pdf: Buffer; filename: string };

const printed = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.byteLength,
});

/** The storage key of the account's logo, or null. */
export async function logoKeyOf(ctx: TenantContext): Promise<string | null> {
  const [row] = await ctx.db
    .select({ key: storedFiles.storageKey })
    .from(ferriers)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.id, ferriers.logoFileId), eq(storedFiles.ferrierId, ctx.ferrierId)),
    )
    .where(eq(ferriers.id, ctx.ferrierId));
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
 * The invoice as it reads now, printed (or as it was printed, when nothing on it has changed since). `logoKey` when the
 * caller has read it already (beside the invoice, in the same round trip).
 */
export async function printInvoice(
  ctx: TenantContext,
  invoice: Invoice,
  logoKey?: string | null,
): Promise<PrintedInvoice> {
  if (logoKey === undefined) logoKey = await logoKeyOf(ctx);
  const key = createHash('sha256')
    .update(JSON.stringify(invoice))
    .update('\0')
    .update(logoKey ?? '')
    .digest('base64url');
  let pdf = printed.get(key);
  if (!pdf) {
    const logo = logoKey ? ((await logoForPrint(logoKey)) ?? null) : null;
    pdf = await renderInvoicePdf({ invoice, logo });
    printed.set(key, pdf);
  }
  return { pdf, filename: invoicePdfFileName(invoice) };
}
