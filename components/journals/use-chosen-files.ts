'use client';
// What the journal's file inputs share (photos and attachments): the files chosen → checked against the limits
// before anything is done → images compressed in the browser one at a time (a PDF kept as it is) → uploaded → a toast
// when done, else the server's message for the field (or a general one) under the input.
import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { isApiError } from '@/lib/client/api-client';
import { ImageCompressionError, MAX_UPLOAD_BYTES, compressImage } from '@/lib/client/image-compression';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

interface ChosenFiles {
  /** The API's name of the file field, whose message is shown when the server refuses the upload. */
  field: string;
  /** A message that stops the choice before anything is compressed (the spec's limits); null when it may go on. */
  refuse: (files: File[]) => string | null;
  /** Sends what was prepared (images compressed, PDFs as they are); its failure becomes the message. */
  upload: (prepared: Blob[], chosen: File[]) => Promise<unknown>;
  /** After the upload: a toast, the form reset. */
  onUploaded: (count: number) => void;
}

export function useChosenFiles({ field, refuse, upload, onUploaded }: ChosenFiles) {
  const t = useTranslations('journalPhotos');
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file chosen again still fires a change
    if (!chosen.length) return;
    setError(null);
    const refused = refuse(chosen);
    if (refused) return setError(refused);
    if (chosen.some((f) => f.size > MAX_UPLOAD_BYTES)) return setError(t('tooLarge'));
    setPreparing(true);
    const prepared: Blob[] = [];
    try {
      // One at a time: four 12-megapixel photos decoded at once can exhaust a phone's memory.
      for (const file of chosen) prepared.push(isPdf(file) ? file : await compressImage(file));
    } catch (err) {
      return setError(t(err instanceof ImageCompressionError ? 'compressionFailed' : 'uploadFailed'));
    } finally {
      setPreparing(false);
    }
    if (prepared.some((blob) => blob.size > MAX_UPLOAD_BYTES)) return setError(t('tooLarge'));
    try {
      await upload(prepared, chosen);
    } catch (err) {
      if (!isApiError(err)) return setError(t('uploadFailed'));
      // The file field's message, else another field's (a missing reason), else the error's own.
      return setError(err.fields?.[field] ?? Object.values(err.fields ?? {})[0] ?? err.message);
    }
    onUploaded(prepared.length);
  }

  return { onChosen, preparing, error, setError };
}
