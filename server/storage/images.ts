// Uploaded images are decoded and re-encoded by sharp: metadata (GPS from phone photos) is dropped,
// the size is bounded, and anything that is not a real image is refused.
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '@/server/api/errors';
import { db } from '@/server/db';
import { storedFiles } from '@/server/db/schema';
import { storage } from './storage';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_EDGE = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

type Purpose = (typeof storedFiles.$inferInsert)['purpose'];

export async function saveImage(
  ctx: { ferrierId: string; userId: string },
  field: string,
  file: File,
  purpose: Purpose,
): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new AppError('VALIDATION_FAILED', { [field]: 'validation.fileTooLarge' });
  const input = Buffer.from(await file.arrayBuffer());
  let output: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`format ${meta.format}`);
    output = await sharp(input)
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('VALIDATION_FAILED', { [field]: 'validation.image' });
  }
  const key = `${ctx.ferrierId}/${crypto.randomUUID()}.webp`;
  await storage().put(key, output.data);
  const [row] = await db()
    .insert(storedFiles)
    .values({
      ferrierId: ctx.ferrierId,
      storageKey: key,
      contentType: 'image/webp',
      sizeBytes: output.info.size,
      width: output.info.width,
      height: output.info.height,
      originalName: file.name.slice(0, 255) || null,
      purpose,
      uploadedByUserId: ctx.userId,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}
