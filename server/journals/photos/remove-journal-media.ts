// Removing a photo or an attachment from an unlocked journal: its row, the count of its section, its stored file's
// row, and — last, once nothing of the use case can fail any more — its bytes.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { JournalMedia } from '@/lib/validation/journal-photos';
import type { TenantContext } from '@/server/context';
import { journalPhotos, storedFiles } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { storage } from '@/server/storage/storage';
import { journalForChange, keepCount, lockedMedia, readJournalMedia } from './journal-media';
import { noteMediaChange } from './media-history';

async function removeMedia(
  ctx: TenantContext,
  { id, itemId, kind }: { id: string; itemId: string; kind: 'photos' | 'attachments' },
): Promise<JournalMedia> {
  if ((await journalForChange(ctx, id)).locked) throw lockedMedia();
  const sections = kind === 'photos' ? (['general', 'treatment'] as const) : (['attachment'] as const);
  const [gone] = await ctx.db
    .delete(journalPhotos)
    .where(
      and(
        eq(journalPhotos.id, itemId),
        eq(journalPhotos.journalId, id),
        eq(journalPhotos.ferrierId, ctx.ferrierId),
        inArray(journalPhotos.section, [...sections]),
      ),
    )
    .returning({ fileId: journalPhotos.fileId, treatmentId: journalPhotos.treatmentId });
  if (!gone) throw new AppError('NOT_FOUND');
  if (kind === 'photos') await keepCount(ctx, id, gone.treatmentId);
  await noteMediaChange(ctx, id, kind);
  const files = await ctx.db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, gone.fileId), eq(storedFiles.ferrierId, ctx.ferrierId)))
    .returning({ storageKey: storedFiles.storageKey });
  const media = await readJournalMedia(ctx, id);
  // Bytes that cannot be removed now are left to the daily cleanup of files without a record.
  await Promise.allSettled(files.map((f) => storage().remove(f.storageKey)));
  return media;
}

/** DELETE journals/{id}/photos/{photoId}: a photo of the general section or of a treatment. */
export const removeJournalPhoto = (ctx: TenantContext, { id, photoId }: { id: string; photoId: string }) =>
  removeMedia(ctx, { id, itemId: photoId, kind: 'photos' });

/** DELETE journals/{id}/attachments/{attachmentId}. */
export const removeJournalAttachment = (
  ctx: TenantContext,
  { id, attachmentId }: { id: string; attachmentId: string },
) => removeMedia(ctx, { id, itemId: attachmentId, kind: 'attachments' });
