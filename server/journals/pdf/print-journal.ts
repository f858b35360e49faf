// A journal of the caller's account as its PDF: what renderJournalPdf is given, read as the caller's tenant — the
// company's details and logo from the profile as they are now, and the journal's photos as printable thumbnails. A
// locked (signed or sent) journal is printed once and kept by the fingerprint of what it prints
// (server/pdf/printed-copies.ts); a draft, which may change at any save, is printed anew each time.
import { and, eq } from 'drizzle-orm';
import type { Journal } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { ferriers, storedFiles } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { fingerprintOf, printedCopy, storedCopyOf } from '@/server/pdf/printed-copies';
import { readJournal, type ReadJournal } from '../read-journals';
import { renderJournalPdf, type JournalPdfCompany } from './journal-pdf';
import { logoForPrint, photoForPrint } from '@/server/pdf/print-images';

export type PrintedJournal = { journal: Journal; pdf: Buffer; company: JournalPdfCompany };

/** The company as the profile has it now, and its logo's storage key (the logo's bytes are read only to print). */
type Company = Omit<JournalPdfCompany, 'logo'> & { logoKey: string | null };

async function companyOf(ctx: TenantContext): Promise<Company> {
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
  return row;
}

async function withLogo({ logoKey, ...company }: Company): Promise<JournalPdfCompany> {
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

const render = async (read: ReadJournal, company: JournalPdfCompany) =>
  renderJournalPdf({ journal: read.journal, company, pictures: await picturesOf(read) });

/**
 * What a journal's PDF is printed from: the journal as it reads now without its updatedAt and sendings (journal-pdf.ts
 * prints neither; it prints `sentAt`), its photos' storage keys, the company and the logo's key. A field the
 * renderer starts to read must leave the list of what is left out.
 */
export function printedFacts({ journal, storageKeys }: ReadJournal, company: Company) {
  const { updatedAt: _updatedAt, sendings: _sendings, ...printed } = journal;
  return { journal: printed, photos: [...storageKeys].sort(), company };
}

/**
 * The journal as it reads now, printed, and the company it was printed for (what a sending mails). The company is asked
 * for with the journal (one round trip for both, postgres.js pipelining them on the transaction's connection); the
 * photos' storage keys come with the journal's read.
 */
export async function printJournal(ctx: TenantContext, id: string): Promise<PrintedJournal> {
  const [read, company] = await Promise.all([readJournal(ctx, id), companyOf(ctx).then(withLogo)]);
  return { journal: read.journal, pdf: await render(read, company), company };
}

/** The journal, the company and the stored copy's fingerprint: asked together, one round trip. */
const readForPrint = (ctx: TenantContext, id: string) =>
  Promise.all([readJournal(ctx, id), companyOf(ctx), storedCopyOf(ctx, 'journal', id)]);

type ReadForPrint = Awaited<ReturnType<typeof readForPrint>>;

/** A locked journal from its stored copy when that was printed from what it shows now, else printed and stored. */
function lockedJournalPdf(ctx: TenantContext, [read, company, stored]: ReadForPrint) {
  return printedCopy(
    ctx,
    {
      kind: 'journal',
      recordId: read.journal.id,
      fingerprint: fingerprintOf('journal', printedFacts(read, company)),
      filename: pdfFileName(read.journal),
      stored,
    },
    async () => render(read, await withLogo(company)),
  );
}

/**
 * The journal's PDF as a download serves it: a draft printed now, a locked journal through its stored copy. The stored
 * copy's fingerprint is read beside the journal and the company, in the same round trip. `printed` says whether it
 * was printed now.
 */
export async function journalPdf(
  ctx: TenantContext,
  id: string,
): Promise<{ journal: Journal; pdf: Buffer; printed: boolean }> {
  const found = await readForPrint(ctx, id);
  const [read, company] = found;
  if (!read.journal.lockedAt)
    return { journal: read.journal, pdf: await render(read, await withLogo(company)), printed: true };
  return { journal: read.journal, ...(await lockedJournalPdf(ctx, found)) };
}

/** The print-document job's part: a locked journal's copy printed and stored unless kept already; true if printed. */
export async function keepJournalCopy(ctx: TenantContext, id: string): Promise<boolean> {
  const found = await readForPrint(ctx, id);
  if (!found[0].journal.lockedAt) return false;
  return (await lockedJournalPdf(ctx, found)).printed;
}

/** "J-2026-0107.pdf": the journal's number, and nothing a header could take for more. */
export const pdfFileName = (journal: Journal) => `${journal.referenceNumber.replace(/[^\w.-]/g, '_')}.pdf`;
