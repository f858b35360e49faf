// Reading a journal's photos and attachments, and the steps every change of them shares: the journal taken (locked
// for the change, refused when signed or sent) and the counts kept on the journal and its treatments.
import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { JournalMedia } from '@/lib/validation/journal-photos';
import type { TenantContext } from '@/server/context';
import { journalPhotos, journals, journalTreatments } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { JOURNAL_ERRORS } from '@/server/journals/errors';
import { linesJson } from '@/server/journals/lines-json';
import { photoRowsJson, placedPhotos } from './journal-photo-rows';

void JOURNAL_ERRORS; // the module declares JOURNAL_LOCKED when it loads

/**
 * The caller's journal, its row locked until the transaction ends, so two uploads cannot both take the last free
 * place and a signing cannot slip in between the check and the change. Another tenant's is 404; a signed or sent
 * one refuses (the database's trigger would too, as the second wall).
 */
export async function journalForChange(ctx: TenantContext, journalId: string): Promise<void> {
  const [journal] = await ctx.db
    .select({ lockedAt: journals.lockedAt })
    .from(journals)
    .where(and(eq(journals.id, journalId), eq(journals.ferrierId, ctx.ferrierId)))
    .for('update');
  if (!journal) throw new AppError('NOT_FOUND');
  // The journals' own code, with a message that speaks of photos rather than of deleting.
  if (journal.lockedAt)
    throw new AppError('JOURNAL_LOCKED', undefined, undefined, { message: 'journalPhotos.lockedChange' });
}

/** The photos of a section now: the general section's (treatmentId null) or one treatment's. */
export async function photosIn(ctx: TenantContext, journalId: string, treatmentId: string | null) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(journalPhotos)
    .where(
      and(
        eq(journalPhotos.ferrierId, ctx.ferrierId),
        eq(journalPhotos.journalId, journalId),
        treatmentId
          ? and(eq(journalPhotos.section, 'treatment'), eq(journalPhotos.treatmentId, treatmentId))
          : and(eq(journalPhotos.section, 'general'), isNull(journalPhotos.treatmentId)),
      ),
    );
  return row?.n ?? 0;
}

/** Stores the section's count on its row: journals.photo_count (general) or journal_treatments.photo_count. */
export async function keepCount(ctx: TenantContext, journalId: string, treatmentId: string | null) {
  const photoCount = await photosIn(ctx, journalId, treatmentId);
  if (treatmentId)
    await ctx.db
      .update(journalTreatments)
      .set({ photoCount, updatedAt: sql`now()` })
      .where(and(eq(journalTreatments.id, treatmentId), eq(journalTreatments.ferrierId, ctx.ferrierId)));
  else
    await ctx.db
      .update(journals)
      .set({ photoCount, updatedAt: sql`now()` })
      .where(and(eq(journals.id, journalId), eq(journals.ferrierId, ctx.ferrierId)));
}

/** The next place in a section's (or the attachments') order. */
export async function nextPosition(ctx: TenantContext, journalId: string) {
  const [row] = await ctx.db
    .select({ last: sql<number>`coalesce(max(${journalPhotos.position}), -1)::int` })
    .from(journalPhotos)
    .where(and(eq(journalPhotos.ferrierId, ctx.ferrierId), eq(journalPhotos.journalId, journalId)));
  return (row?.last ?? -1) + 1;
}

/** The journal's photos and attachments as the API answers them, in one statement; another tenant's journal is 404. */
export async function readJournalMedia(ctx: TenantContext, journalId: string): Promise<JournalMedia> {
  const [journal] = await ctx.db
    .select({
      lockedAt: journals.lockedAt,
      photoCount: journals.photoCount,
      treatments: linesJson<{ id: string; photoCount: number }>(
        journalTreatments,
        { id: journalTreatments.id, photoCount: journalTreatments.photoCount },
        [journalTreatments.position, journalTreatments.createdAt],
        ctx.ferrierId,
      ),
      photos: photoRowsJson(journals.id, ctx.ferrierId),
    })
    .from(journals)
    .where(and(eq(journals.id, journalId), eq(journals.ferrierId, ctx.ferrierId)));
  if (!journal) throw new AppError('NOT_FOUND');
  const placed = placedPhotos(journal.photos);
  return {
    journalId,
    locked: journal.lockedAt !== null,
    photoCount: journal.photoCount,
    photos: placed.general,
    treatments: journal.treatments.map((t) => ({
      id: t.id,
      photoCount: t.photoCount,
      photos: placed.ofTreatment(t.id),
    })),
    attachments: placed.attachments,
  };
}
