// A journal of the caller's account as its PDF: what renderJournalPdf is given, read as the caller's tenant — the
// company's details and logo from the profile as they are now, and the journal's photos as printable thumbnails.
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Journal } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { ferriers, journalPhotos, storedFiles } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { renderJournalPdf, type JournalPdfCompany } from './journal-pdf';
import { logoForPrint, photoForPrint } from '@/server/pdf/print-images';

export type PrintedJournal = { pdf: Buffer; company: JournalPdfCompany };

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

/** The journal's photos (general and per treatment) as printable thumbnails, by photo id. */
async function picturesOf(ctx: TenantContext, journal: Journal): Promise<Map<string, Buffer>> {
  const files = await ctx.db
    .select({ id: journalPhotos.id, fileId: journalPhotos.fileId, storageKey: storedFiles.storageKey })
    .from(journalPhotos)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.id, journalPhotos.fileId), eq(storedFiles.ferrierId, ctx.ferrierId)),
    )
    .where(
      and(
        eq(journalPhotos.journalId, journal.id),
        eq(journalPhotos.ferrierId, ctx.ferrierId),
        ne(journalPhotos.section, 'attachment'),
      ),
    );
  // The answer names a photo by its own id; its file's id is in its url. Either finds it.
  const keys = new Map(
    files.flatMap((f) => [[f.id, f.storageKey] as const, [f.fileId, f.storageKey] as const]),
  );
  const photos = [...journal.photos, ...journal.treatments.flatMap((t) => t.photos)];
  const printed = await Promise.all(
    photos.map(async (photo) => {
      const key = keys.get(photo.id) ?? keys.get(/files\/([0-9a-f-]{36})/.exec(photo.url)?.[1] ?? '');
      return [photo.id, key && (await photoForPrint(key))] as const;
    }),
  );
  return new Map(printed.filter((entry): entry is [string, Buffer] => Boolean(entry[1])));
}

/** The journal as it reads now, printed. */
export async function printJournal(ctx: TenantContext, journal: Journal): Promise<PrintedJournal> {
  const company = await companyOf(ctx);
  const pictures = await picturesOf(ctx, journal);
  return { pdf: await renderJournalPdf({ journal, company, pictures }), company };
}

/** "J-2026-0107.pdf": the journal's number, and nothing a header could take for more. */
export const pdfFileName = (journal: Journal) => `${journal.referenceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
