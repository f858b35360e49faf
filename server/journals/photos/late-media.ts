// Photos and attachments added after signing (the X-ray, the after-photo that arrives a day later): an amendment of
// the journal's next version through the same writer as a change of its text (write-amendment.ts) — the file ids
// before and after kept as the change of `photos` or `attachments`, with the reason, signed by its author — and the
// new rows marked with that version, which is all the database's trigger takes on a locked journal.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { writeAmendment } from '../write-amendment';
import { mediaFileIds } from './journal-media';
import { noteMediaChange } from './media-history';

/**
 * Adds the stored files through `insert` (given the version they belong to; null while the journal is a draft): on a
 * draft as part of it (its history notes the change), on a locked journal as the amendment `late` describes.
 */
export async function addMedia(
  ctx: TenantContext,
  id: string,
  {
    kind,
    fileIds,
    late,
  }: {
    kind: 'photos' | 'attachments';
    fileIds: readonly string[];
    late: { current: number; reason: string } | null;
  },
  insert: (addedInVersion: number | null) => Promise<void>,
): Promise<void> {
  if (!late) {
    await insert(null);
    await noteMediaChange(ctx, id, kind);
    return;
  }
  const previous = await mediaFileIds(ctx, id, kind);
  await writeAmendment(
    ctx,
    id,
    { ...late, changes: [{ field: kind, previous, next: [...previous, ...fileIds] }] },
    insert,
  );
}
