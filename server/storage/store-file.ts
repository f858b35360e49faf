// The one way a file is kept: its bytes written to storage under a key of ours, then its stored_files row in the
// caller's transaction. An upload, a printed copy and a mailed invoice are all stored through here.
import { randomUUID } from 'node:crypto';
import type { TenantContext } from '@/server/context';
import { storedFiles } from '@/server/db/schema';
import { storage } from './storage';

export type FilePurpose = (typeof storedFiles.$inferInsert)['purpose'];

/** What `GET files/{id}` answers a file as, and the extension of its storage key. */
const EXTENSIONS = { 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;

export type StoredContentType = keyof typeof EXTENSIONS;

export type FileToStore = {
  bytes: Buffer;
  purpose: FilePurpose;
  /** The name to show and download it by; never part of the storage key. */
  name: string | null;
  contentType: StoredContentType;
  /** An image's size in pixels, so pages can reserve its space. */
  width?: number | null;
  height?: number | null;
};

/**
 * Writes the bytes, then the row (ctx.db: the caller's transaction). When the row fails the bytes are removed; when
 * the caller's transaction rolls back later, the bytes nothing names are left to the daily cleanup-uploads job.
 */
export async function storeFile(
  ctx: Pick<TenantContext, 'ferrierId' | 'userId' | 'db'>,
  file: FileToStore,
): Promise<{ id: string; storageKey: string }> {
  const storageKey = `${ctx.ferrierId}/${randomUUID()}.${EXTENSIONS[file.contentType]}`;
  await storage().put(storageKey, file.bytes);
  try {
    const [row] = await ctx.db
      .insert(storedFiles)
      .values({
        ferrierId: ctx.ferrierId,
        storageKey,
        contentType: file.contentType,
        sizeBytes: file.bytes.byteLength,
        width: file.width ?? null,
        height: file.height ?? null,
        originalName: file.name,
        purpose: file.purpose,
        uploadedByUserId: ctx.userId,
      })
      .returning({ id: storedFiles.id });
    return { id: row!.id, storageKey };
  } catch (err) {
    await storage()
      .remove(storageKey)
      .catch(() => undefined);
    throw err;
  }
}
