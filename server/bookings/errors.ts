// The error codes of bookings, with their statuses; their messages are in messages/<lang>/bookingClash.json, under
// "errors". Imported where they are thrown.
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const BOOKING_ERRORS = defineErrors('bookingClash', {
  /** Another active booking of the same person overlaps; the client may resend with allowClash. */
  BOOKING_CLASH: 409,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from BOOKING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof BOOKING_ERRORS> {}
}
