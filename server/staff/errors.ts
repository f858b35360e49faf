// The error codes of staff, with their statuses; their messages are in messages/<lang>/staff.json, under "errors".
// Imported where they are thrown.
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const STAFF_ERRORS = defineErrors('staff', {
  /** A deactivated staff member tried to log in (the password was right): the owner must turn them on again. */
  STAFF_INACTIVE: 403,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from STAFF_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof STAFF_ERRORS> {}
}
