// PDF attachments (a referral, a lab result) are kept as they were sent, so a document reads as its author made it:
// checked by its magic bytes and size only. They are served as application/pdf with the files route's sandboxing CSP.
import 'server-only';
import { AppError } from '@/server/errors';
import { MAX_IMAGE_BYTES, fileNameOf, type PreparedImage } from './images';

const MAGIC = Buffer.from('%PDF-');

/** Whether the bytes start as a PDF does ("%PDF-"), whatever the file's name or declared type says. */
export const isPdf = (bytes: Uint8Array) => bytes.length > MAGIC.length && MAGIC.equals(bytes.subarray(0, 5));

/** Checks a PDF upload; a file over 10 MB is a 422 on `field`. Answers undefined for bytes that are not a PDF. */
export async function preparePdf(
  field: string,
  file: File,
  purpose: PreparedImage['purpose'],
): Promise<PreparedImage | undefined> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new AppError('VALIDATION_FAILED', { [field]: 'validation.fileTooLarge' });
  const data = Buffer.from(await file.arrayBuffer());
  if (!isPdf(data)) return undefined;
  return {
    purpose,
    data,
    info: { size: data.length },
    originalName: fileNameOf(file),
    contentType: 'application/pdf',
  };
}
