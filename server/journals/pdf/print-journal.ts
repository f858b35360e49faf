// A journal of the caller's account as its PDF: what renderJournalPdf is given, read as the caller's tenant — the
// company's details and logo from the profile as they are now, and the journal's photos as printable thumbnails.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Journal } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { ferriers, storedFiles } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { readJournal, type ReadJournal } from '../read-journals';
import { renderJournalPdf, type JournalPdfCompany } from './journal-pdf';
import { logoForPrint, photoForPrint } from '@/server/pdf/print-images';

export type PrintedJournal = { journal: Journal; pdf: Buffer; company: JournalPdfCompany };

async function companyOf(ctx: TenantContext): Promise<JournalPdfCompany> {
  const [row] = await ctx.db
    .select({
      name: ferriers.organizationName,
      organizationNumber: ferriers.organizationNumber,
      address: ferriers.address,
      postNumber: ferriers.postNumber,
      postPlace: ferriers.postPlace,
      phone: ferriers.phone,
      email: ferriers.email,
      logoKey: storedFiles.storageKey,
    })
    .from(ferriers)
    .leftJoin(
      storedFiles,
      and(eq(storedFiles.id, ferriers.logoFileId), eq(storedFiles.ferrierId, ctx.ferrierId)),
    )
    .where(eq(ferriers.id, ctx.ferrierId));
  if (!row) throw new AppError('NOT_FOUND');
  const { logoKey, ...company } = row;
  return { ...company, logo: (logoKey && (await logoForPrint(logoKey))) || null };
}

/** The journal's photos (general and per treatment) as printable thumbnails, by photo id; made once per file. */
async function picturesOf({ journal, storageKeys }: ReadJournal): Promise<Map<string, Buffer>> {
  const photos = [...journal.photos, ...journal.treatments.flatMap((t) => t.photos)];
  const printed = await Promise.all(
    photos.map(async (photo) => {
      const key = storageKeys.get(photo.id);
      return [photo.id, key && (await photoForPrint(key))] as const;
    }),
  );
  return new Map(printed.filter((entry): entry is [string, Buffer] => Boolean(entry[1])));
}

/**
 * The journal as it reads now, printed, and the company it was printed for. The company is asked for with the
 * journal (one round trip for both, postgres.js pipelining them on the transaction's connection); the photos' storage
 * keys come with the journal's read.
 */
export async function printJournal(ctx: TenantContext, id: string): Promise<PrintedJournal> {
  const [read, company] = await Promise.all([readJournal(ctx, id), companyOf(ctx)]);
  const pdf = await renderJournalPdf({ journal: read.journal, company, pictures: await picturesOf(read) });
  return { journal: read.journal, pdf, company };
}

/** "J-2026-0107.pdf": the journal's number, and nothing a header could take for more. */
export const pdfFileName = (journal: Journal) => `${journal.referenceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
