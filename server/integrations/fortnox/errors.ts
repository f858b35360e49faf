// What goes wrong talking to Fortnox: FortnoxError carries its HTTP status and Fortnox's own message (kept on the
// invoice as the sync's reason, so it must say what Fortnox said, not ours); the accounting error codes of the API.
import { defineErrors, type FeatureCodes } from '@/server/errors';
import '@/server/invoices/errors';

export const ACCOUNTING_ERRORS = defineErrors('accounting', {
  /** The server has no Fortnox client (FORTNOX_CLIENT_ID/SECRET unset): connecting is not offered. */
  ACCOUNTING_NOT_CONFIGURED: 409,
});

declare module '@/server/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the codes come from ACCOUNTING_ERRORS
  interface FeatureErrors extends FeatureCodes<typeof ACCOUNTING_ERRORS> {}
}

/** The longest reason kept on an invoice. */
const REASON_MAX = 500;

export class FortnoxError extends Error {
  constructor(
    /** The HTTP status Fortnox answered (0: no answer at all). */
    readonly status: number,
    /** Fortnox's message (ErrorInformation.message or the OAuth error), or what failed on the way. */
    readonly reason: string,
  ) {
    super(`Fortnox (HTTP ${status}): ${reason}`.slice(0, REASON_MAX));
    this.name = 'FortnoxError';
  }
}

/** The connection's refresh token no longer works (revoked, expired, or lost): the owner must connect again. */
export class FortnoxReconnectError extends FortnoxError {
  constructor(reason: string) {
    super(400, `the connection must be made again (${reason})`);
    this.name = 'FortnoxReconnectError';
  }
}

/** What a failure says on the invoice: Fortnox's reason, or that Fortnox could not be reached. */
export function reasonOf(err: unknown): string {
  if (err instanceof FortnoxError) return err.message;
  return 'Fortnox could not be reached; tried again later';
}
