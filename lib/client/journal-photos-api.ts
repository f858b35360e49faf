// The calls of a journal's photos and attachments (journals/{id}/photos, journals/{id}/attachments); every answer is
// the journal's photos and attachments as they are now (lib/validation/journal-photos.ts).
import type {
  JournalAttachmentInput,
  JournalMedia,
  JournalPhotoInput,
} from '@/lib/validation/journal-photos';
import { api, read } from './api-client';
import { getStoredLanguage } from './language';
import { saveBlob } from './save-blob';
import { getToken } from './session';

export type { JournalAttachment, JournalMedia, JournalPhoto } from '@/lib/validation/journal-photos';

const extensionOf = (blob: Blob) =>
  blob.type === 'image/webp'
    ? 'webp'
    : blob.type === 'image/png'
      ? 'png'
      : blob.type === 'application/pdf'
        ? 'pdf'
        : 'jpg';

/**
 * The multipart body: `data` (the fields as JSON) and one part per file under `name`. The document types one file
 * per part; the part is repeated for each, which a FormData built here says and a plain object cannot.
 */
function multipart<B extends object>(fields: object, name: string, files: Blob[], body: B) {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  files.forEach((file, i) => form.append(name, file, `${name}-${i + 1}.${extensionOf(file)}`));
  return { body, bodySerializer: () => form };
}

export const fetchJournalMedia = (id: string, signal?: AbortSignal): Promise<JournalMedia> =>
  read(api.GET('/journals/{id}/photos', { params: { path: { id } }, signal }));

/** Up to 4 compressed images into the general section, or into a treatment's (treatmentId). */
export const uploadJournalPhotos = (
  id: string,
  photos: Blob[],
  input: JournalPhotoInput = {},
): Promise<JournalMedia> =>
  read(
    api.POST('/journals/{id}/photos', {
      params: { path: { id } },
      ...multipart(input, 'photos', photos, { data: JSON.stringify(input), photos: photos[0] }),
    }),
  );

export const removeJournalPhoto = (id: string, photoId: string): Promise<JournalMedia> =>
  read(api.DELETE('/journals/{id}/photos/{photoId}', { params: { path: { id, photoId } } }));

/** A PDF as it is, or a compressed image, with the name the journal shows it by. */
export const attachToJournal = (
  id: string,
  file: Blob,
  input: JournalAttachmentInput = {},
): Promise<JournalMedia> =>
  read(
    api.POST('/journals/{id}/attachments', {
      params: { path: { id } },
      ...multipart(input, 'file', [file], { data: JSON.stringify(input), file }),
    }),
  );

export const removeJournalAttachment = (id: string, attachmentId: string): Promise<JournalMedia> =>
  read(api.DELETE('/journals/{id}/attachments/{attachmentId}', { params: { path: { id, attachmentId } } }));

/**
 * The query key of a journal's photos and attachments: under 'journals', so a write that refreshes every journal read
 * (['journals']) refreshes these too.
 */
export const journalMediaKey = (id: string) => ['journals', 'media', id] as const;

/**
 * Saves (or, where the browser shows them, opens) a stored file under its name: files need the bearer token, so a
 * plain link cannot fetch them.
 */
export async function openStoredFile(path: string, name: string): Promise<void> {
  const headers = new Headers({ 'Accept-Language': getStoredLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const extension = extensionOf(blob);
  saveBlob(blob, name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`);
}
