// A small valid PNG, for uploads (a logo, a multipart case).
import sharp from 'sharp';

export async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}
