// The error codes of a journal's photos and attachments; their messages are in messages/<lang>/journalPhotos.json,
// under "errors". Imported where they are thrown.
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const JOURNAL_PHOTO_ERRORS = defineErrors('journalPhotos', {
  /** The journal is signed or sent: its photos and attachments are part of the record and cannot change. */
  JOURNAL_PHOTOS_LOCKED: 409,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from JOURNAL_PHOTO_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof JOURNAL_PHOTO_ERRORS> {}
}
