// Uploaded images are decoded and re-encoded by sharp: metadata (GPS from phone photos) is dropped,
// the size is bounded, and anything that is not a real image is refused.
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '@/server/errors';
import type { TenantContext } from '@/server/context';
import { storage } from './storage';
import { storeFile, type FilePurpose, type StoredContentType } from './store-file';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_EDGE = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

/**
 * An upload that passed every check, re-encoded and ready to store; nothing is written yet. A PDF attachment
 * (./pdfs.ts) is stored the same way, with its own type and no size in pixels.
 */
export type PreparedImage = {
  purpose: FilePurpose;
  data: Buffer;
  info: Pick<OutputInfo, 'size'> & Partial<Pick<OutputInfo, 'width' | 'height'>>;
  originalName: string | null;
  /** What `GET files/{id}` answers it as, and the extension of its storage key; an image is WebP. */
  contentType?: StoredContentType;
};

/** The name a browser gave a file, as text to show: control characters (NUL, line breaks) left out. */
export const fileNameOf = (file: File) =>
  file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || null;

/** Checks and re-encodes an upload; a bad one is a 422 on `field`. */
export async function prepareImage(field: string, file: File, purpose: FilePurpose): Promise<PreparedImage> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new AppError('VALIDATION_FAILED', { [field]: 'validation.fileTooLarge' });
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`format ${meta.format}`);
    const output = await sharp(input)
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { purpose, ...output, originalName: fileNameOf(file) };
  } catch {
    throw new AppError('VALIDATION_FAILED', { [field]: 'validation.image' });
  }
}

/** The longer side of a list's thumbnail: sharp on a phone's 2×/3× screen at the 48 px it is shown. */
export const THUMB_EDGE = 160;

/** A small copy of a stored picture for lists, made when asked (the browser and the client cache keep it). */
export async function thumbnail(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes)
    .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * Stores the images (storeFile: bytes, then their stored_files rows), then runs `write`, all in the use case's
 * transaction (ctx.db). If anything after the first byte fails, the rows roll back with it and the written bytes are
 * removed: a failed request leaves no file.
 */
export async function withStoredImages<K extends string, T>(
  ctx: Pick<TenantContext, 'ferrierId' | 'userId' | 'db'>,
  images: Partial<Record<K, PreparedImage>>,
  write: (fileIds: Partial<Record<K, string>>) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    const fileIds: Partial<Record<K, string>> = {};
    for (const [name, image] of Object.entries(images) as Array<[K, PreparedImage | undefined]>) {
      if (!image) continue;
      const stored = await storeFile(ctx, {
        bytes: image.data,
        purpose: image.purpose,
        name: image.originalName,
        contentType: image.contentType ?? 'image/webp',
        width: image.info.width,
        height: image.info.height,
      });
      written.push(stored.storageKey);
      fileIds[name] = stored.id;
    }
    return await write(fileIds);
  } catch (err) {
    // A file that cannot be removed now is left to the daily cleanup of unreferenced uploads.
    await Promise.allSettled(written.map((key) => storage().remove(key)));
    throw err;
  }
}
