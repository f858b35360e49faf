// Attaching a document to a journal (SJVFS 2023:19: X-rays, referrals, lab results belong to the journal): a PDF,
// kept as sent after its magic bytes are checked, or an image, re-encoded like a photo. Attachments are not photos:
// they count against JOURNAL_LIMITS.attachmentsMax only. On a signed or sent journal an attachment is an amendment,
// with its reason (late-media.ts).
import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { JOURNAL_LIMITS } from '@/lib/validation/journal';
import {
  ATTACHMENT_NAME_MAX,
  JOURNAL_PHOTO_MESSAGES as M,
  type JournalMedia,
  type journalAttachmentInput,
} from '@/lib/validation/journal-photos';
import type { TenantContext } from '@/server/context';
import { journalPhotos } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { prepareImage, withStoredImages, type PreparedImage } from '@/server/storage/images';
import { preparePdf } from '@/server/storage/pdfs';
import { journalForChange, nextPosition, readJournalMedia } from './journal-media';
import { assertAmendable } from '../write-amendment';
import { addMedia } from './late-media';

/** A PDF as it is, or an image re-encoded; anything else is refused with the attachment's own message. */
async function prepareAttachment(file: File): Promise<PreparedImage> {
  const pdf = await preparePdf('file', file, 'attachment');
  if (pdf) return pdf;
  try {
    return await prepareImage('file', file, 'attachment');
  } catch (err) {
    if (err instanceof AppError && err.fields?.file === 'validation.image')
      throw new AppError('VALIDATION_FAILED', { file: M.attachmentType });
    throw err;
  }
}

export async function addJournalAttachment(
  ctx: TenantContext,
  { id, input, file }: { id: string; input: z.output<typeof journalAttachmentInput>; file: File | undefined },
): Promise<JournalMedia> {
  const journal = await journalForChange(ctx, id);
  const late = journal.locked
    ? { current: journal.version, reason: await assertAmendable(ctx, input.amendmentReason) }
    : null;
  if (!file) throw new AppError('VALIDATION_FAILED', { file: M.noFile });
  const [attached] = await ctx.db
    .select({ n: count() })
    .from(journalPhotos)
    .where(
      and(
        eq(journalPhotos.ferrierId, ctx.ferrierId),
        eq(journalPhotos.journalId, id),
        eq(journalPhotos.section, 'attachment'),
      ),
    );
  if ((attached?.n ?? 0) >= JOURNAL_LIMITS.attachmentsMax)
    throw new AppError('VALIDATION_FAILED', { file: M.attachments });

  const prepared = await prepareAttachment(file);
  // The name shown in the journal: the one typed, else the file's own.
  const name = (input.name ?? prepared.originalName ?? '').slice(0, ATTACHMENT_NAME_MAX) || null;
  await withStoredImages(ctx, { file: { ...prepared, originalName: name } }, async ({ file: fileId }) => {
    await addMedia(ctx, id, { kind: 'attachments', fileIds: [fileId!], late }, async (addedInVersion) => {
      await ctx.db.insert(journalPhotos).values({
        ferrierId: ctx.ferrierId,
        journalId: id,
        fileId: fileId!,
        section: 'attachment',
        position: await nextPosition(ctx, id),
        addedInVersion,
      });
    });
  });
  return readJournalMedia(ctx, id);
}
