// The error codes of billing, with their statuses; their messages are in messages/<lang>/plans.json, under "errors".
import 'server-only';
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const BILLING_ERRORS = defineErrors('plans', {
  /**
   * Plans cannot be bought in the app (billing is not configured): the service a checkout or the customer portal
   * needs is not there, which is what 503 says. The trial and the plans set by an operator work without it.
   */
  BILLING_OFF: 503,
  /** Stripe could not be reached or refused: spec 8's "Could not prepare the payment customer." */
  PAYMENT_CUSTOMER_FAILED: 502,
  /** The Checkout Session could not be made. */
  CHECKOUT_FAILED: 502,
  /** Spec 8: "Could not open the customer portal." */
  PORTAL_FAILED: 502,
  /** Spec 8: "Could not verify the payment." */
  PAYMENT_NOT_VERIFIED: 502,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from BILLING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof BILLING_ERRORS> {}
}
