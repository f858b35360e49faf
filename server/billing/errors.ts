// The error codes of billing, with their statuses; their messages are in messages/<lang>/plans.json, under "errors".
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const BILLING_ERRORS = defineErrors('plans', {
  /**
   * Plans cannot be bought in the app (billing is not configured): the service a checkout or the customer portal
   * needs is not there, which is what 503 says. The trial and the plans set by an operator work without it.
   */
  BILLING_OFF: 503,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from BILLING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof BILLING_ERRORS> {}
}
