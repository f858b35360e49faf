// Pictures are shrunk in the browser before upload (a phone photo is often 4–12 MB; the server re-encodes anyway):
// decoded with its EXIF orientation, scaled to at most 2048 px on the longer edge, re-encoded as WebP or JPEG.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_EDGE = 2048;
const QUALITY = 0.85;

export class ImageCompressionError extends Error {
  constructor(cause?: unknown) {
    super('Image compression failed', { cause });
    this.name = 'ImageCompressionError';
  }
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  // Older Safari: an <img> decodes (and orients) it.
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The picture, at most MAX_IMAGE_EDGE px on its longer edge, as WebP (JPEG where the browser cannot write WebP).
 * Throws ImageCompressionError when the file cannot be decoded (not an image, HEIC in Chrome…) or encoded.
 */
export async function compressImage(file: Blob, maxEdge = MAX_IMAGE_EDGE): Promise<Blob> {
  try {
    const { source, width, height } = await decode(file);
    if (!width || !height) throw new Error('empty image');
    const scale = Math.min(1, maxEdge / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // Transparent PNGs would turn black in JPEG: start from white.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    if ('close' in source && typeof source.close === 'function') source.close();

    const webp = await encode(canvas, 'image/webp');
    // Browsers that cannot write WebP silently give PNG: use JPEG instead.
    const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg');
    if (!blob) throw new Error('encoding failed');
    return blob;
  } catch (error) {
    throw new ImageCompressionError(error);
  }
}
