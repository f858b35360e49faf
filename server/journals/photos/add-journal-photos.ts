// Adding photos to a journal (spec 5, 8, 9): up to 4 per upload, 4 in the general section, 4 per treatment, 10 MB
// each; every image re-encoded (EXIF and GPS dropped) before it is stored. On a signed or sent journal they are an
// amendment, with its reason (late-media.ts).
import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  JOURNAL_PHOTO_MESSAGES as M,
  type JournalMedia,
  type journalPhotoInput,
} from '@/lib/validation/journal-photos';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import type { z } from 'zod';
import type { TenantContext } from '@/server/context';
import { journalPhotos, journalTreatments } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { prepareImage, withStoredImages, type PreparedImage } from '@/server/storage/images';
import { journalForChange, keepCount, nextPosition, photosIn, readJournalMedia } from './journal-media';
import { getJournal } from '../read-journals';
import { assertAmendable } from '../write-amendment';
import { addMedia } from './late-media';

const refuse = (field: string, message: string): never => {
  throw new AppError('VALIDATION_FAILED', { [field]: message });
};

export async function addJournalPhotos(
  ctx: TenantContext,
  { id, input, files }: { id: string; input: z.output<typeof journalPhotoInput>; files: File[] },
): Promise<JournalMedia> {
  // The journal first: another tenant's is 404, and a locked one needs a reason, whatever was sent with it.
  const journal = await journalForChange(ctx, id);
  const late = journal.locked
    ? { current: journal.version, reason: await assertAmendable(ctx, input.amendmentReason) }
    : null;
  if (!files.length) refuse('photos', M.none);
  if (files.length > JOURNAL_LIMITS.photosPerUpload) refuse('photos', M.perUpload);
  if (files.some((f) => f.size > JOURNAL_LIMITS.photoBytesMax)) refuse('photos', M.tooLarge);

  const treatmentId = input.section === 'treatment' ? input.treatmentId! : null;
  if (treatmentId) {
    const [treatment] = await ctx.db
      .select({ id: journalTreatments.id })
      .from(journalTreatments)
      .where(
        and(
          eq(journalTreatments.id, treatmentId),
          eq(journalTreatments.journalId, id),
          eq(journalTreatments.ferrierId, ctx.ferrierId),
        ),
      );
    if (!treatment) refuse('treatmentId', 'journalRules.treatment');
    // A locked journal's treatments are those it reads now (an amendment may have taken one out).
    if (late && !(await getJournal(ctx, { id })).treatments.some((t) => t.id === treatmentId))
      refuse('treatmentId', 'journalRules.treatment');
  }
  const max = treatmentId ? JOURNAL_LIMITS.photosPerTreatment : JOURNAL_LIMITS.photosGeneral;
  if ((await photosIn(ctx, id, treatmentId)) + files.length > max)
    refuse('photos', treatmentId ? M.perTreatment : M.general);

  // Every image is checked before anything is written, so one bad picture stores none.
  const images: Record<string, PreparedImage> = {};
  for (const [i, file] of files.entries()) images[i] = await prepareImage('photos', file, 'journal_photo');

  await withStoredImages(ctx, images, async (stored) => {
    const fileIds = Object.keys(images).map((i) => stored[i]!);
    await addMedia(ctx, id, { kind: 'photos', fileIds, late }, async (addedInVersion) => {
      let position = await nextPosition(ctx, id);
      for (const fileId of fileIds)
        await ctx.db.insert(journalPhotos).values({
          ferrierId: ctx.ferrierId,
          journalId: id,
          treatmentId,
          fileId,
          section: treatmentId ? 'treatment' : 'general',
          position: position++,
          addedInVersion,
        });
      await keepCount(ctx, id, treatmentId);
    });
  });
  return readJournalMedia(ctx, id);
}
