// The error codes of journals, with their statuses; their messages are in messages/<lang>/journalRules.json, under
// "errors". Imported where they are thrown.
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const JOURNAL_ERRORS = defineErrors('journalRules', {
  /** The journal is signed or sent: it cannot be deleted (the record is kept at least five years). */
  JOURNAL_LOCKED: 409,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from JOURNAL_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof JOURNAL_ERRORS> {}
}
