// The pictures a printed document shows (a journal's photos; the company's logo on a journal or an invoice), as
// pdfkit reads them (JPEG or PNG: it cannot read the WebP we store): a photo as its list thumbnail
// (server/storage/images.ts) in JPEG, the logo in PNG (it may be transparent). A stored file never changes (its key is
// new for every upload), so each is made once and kept in memory, by its key, for the next printout of the same
// journal or account.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { thumbnail } from '@/server/storage/images';
import { storage } from '@/server/storage/storage';

const cache = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.byteLength,
});

/** The logo's longer side: sharp at the 150 × 60 pt it is printed. */
const LOGO_EDGE = 600;

async function made(key: string, make: (bytes: Buffer) => Promise<Buffer>): Promise<Buffer | undefined> {
  const kept = cache.get(key);
  if (kept) return kept;
  const [, storageKey] = key.split(':', 2) as [string, string];
  const bytes = await storage().get(storageKey);
  if (!bytes) return undefined;
  try {
    const picture = await make(bytes);
    cache.set(key, picture);
    return picture;
  } catch {
    // Not an image after all (an attachment's PDF): nothing to print.
    return undefined;
  }
}

/** A photo's thumbnail in JPEG, or undefined when its file is gone or unreadable. */
export const photoForPrint = (storageKey: string) =>
  made(`photo:${storageKey}`, async (bytes) =>
    sharp(await thumbnail(bytes))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );

/** The company's logo in PNG, at most LOGO_EDGE px on its longer side. */
export const logoForPrint = (storageKey: string) =>
  made(`logo:${storageKey}`, (bytes) =>
    sharp(bytes)
      .resize({ width: LOGO_EDGE, height: LOGO_EDGE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
  );
