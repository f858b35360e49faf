// The error codes of invoices, with their statuses; their messages are in messages/<lang>/invoiceRules.json, under
// "errors". Imported where they are thrown.
import { defineErrors, type FeatureCodes } from '@/server/errors';

export const INVOICE_ERRORS = defineErrors('invoiceRules', {
  /** Sent or booked in the accounting system: the invoice is kept as it is; corrections are credit invoices. */
  INVOICE_LOCKED: 409,
  /** A draft has no number, OCR or PDF to send yet: register it first. */
  INVOICE_NOT_ISSUED: 409,
  /** The call needs the accounting connection (Fortnox), which the account does not have. */
  ACCOUNTING_NOT_CONNECTED: 409,
  /** The accounting system refused or failed (409, not a 5xx: the fault is not ours); the reason is kept, a job retries. */
  ACCOUNTING_FAILED: 409,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from INVOICE_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof INVOICE_ERRORS> {}
}
