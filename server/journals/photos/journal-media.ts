// Reading a journal's photos and attachments, and the steps every change of them shares: the journal taken (its row
// locked for the change; signed or sent, it takes additions only as amendments) and the counts kept on the journal
// and its treatments.
import 'server-only';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { JournalMedia, LateAddition } from '@/lib/validation/journal-photos';
import type { TenantContext } from '@/server/context';
import { isoText } from '@/server/db/registers';
import { journalAmendments, journalPhotos, journals, journalTreatments, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { JOURNAL_ERRORS } from '@/server/journals/errors';
import { linesJson } from '@/server/journals/lines-json';
import { photoRowsJson, placedPhotos } from './journal-photo-rows';

void JOURNAL_ERRORS; // the module declares JOURNAL_LOCKED when it loads

/**
 * The caller's journal, its row locked until the transaction ends, so two uploads cannot both take the last free
 * place and a signing cannot slip in between the check and the change. Another tenant's is 404.
 */
export async function journalForChange(
  ctx: TenantContext,
  journalId: string,
): Promise<{ locked: boolean; version: number }> {
  const [journal] = await ctx.db
    .select({ lockedAt: journals.lockedAt, version: journals.version })
    .from(journals)
    .where(and(eq(journals.id, journalId), eq(journals.ferrierId, ctx.ferrierId)))
    .for('update');
  if (!journal) throw new AppError('NOT_FOUND');
  return { locked: journal.lockedAt !== null, version: journal.version };
}

/** A signed or sent journal keeps what it holds (the database's trigger refuses too, as the second wall). */
export const lockedMedia = () =>
  // The journals' own code, with a message that speaks of photos rather than of deleting.
  new AppError('JOURNAL_LOCKED', undefined, undefined, { message: 'journalPhotos.lockedChange' });

/** The file ids of the journal's photos (general and treatments') or attachments, in their order. */
export async function mediaFileIds(ctx: TenantContext, journalId: string, kind: 'photos' | 'attachments') {
  const rows = await ctx.db
    .select({ fileId: journalPhotos.fileId })
    .from(journalPhotos)
    .where(
      and(
        eq(journalPhotos.ferrierId, ctx.ferrierId),
        eq(journalPhotos.journalId, journalId),
        kind === 'attachments'
          ? eq(journalPhotos.section, 'attachment')
          : inArray(journalPhotos.section, ['general', 'treatment']),
      ),
    )
    .orderBy(asc(journalPhotos.position), asc(journalPhotos.createdAt), asc(journalPhotos.id));
  return rows.map((r) => r.fileId);
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

/** The files added after signing, each with the amendment that added it: when, by whom, why. */
async function lateAdditions(
  ctx: TenantContext,
  journalId: string,
  rows: ReadonlyArray<{ id: string; addedInVersion: number | null }>,
): Promise<LateAddition[]> {
  const versions = [...new Set(rows.flatMap((r) => (r.addedInVersion === null ? [] : [r.addedInVersion])))];
  if (!versions.length) return [];
  const amendments = await ctx.db
    .select({
      version: journalAmendments.version,
      at: isoText(journalAmendments.createdAt),
      by: users.name,
      reason: journalAmendments.reason,
    })
    .from(journalAmendments)
    .leftJoin(users, and(eq(users.id, journalAmendments.authorUserId), eq(users.ferrierId, ctx.ferrierId)))
    .where(
      and(
        eq(journalAmendments.ferrierId, ctx.ferrierId),
        eq(journalAmendments.journalId, journalId),
        inArray(journalAmendments.version, versions),
        inArray(journalAmendments.field, ['photos', 'attachments']),
      ),
    );
  const byVersion = new Map(amendments.map((a) => [a.version, a]));
  return rows.flatMap(({ id, addedInVersion }) => {
    const amendment = addedInVersion === null ? undefined : byVersion.get(addedInVersion);
    return amendment ? [{ id, ...amendment, by: amendment.by ?? null }] : [];
  });
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
    addedAfterSigning: await lateAdditions(ctx, journalId, journal.photos),
  };
}
