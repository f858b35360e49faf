// What goes wrong talking to Fortnox: FortnoxError carries its HTTP status, its kind and Fortnox's own message (kept
// on the invoice as the sync's reason, so it must say what Fortnox said, not ours; the reader sees it quoted inside a
// sentence of their language, from failureOf's code); the accounting error codes of the API.
import type { AccountingFailure } from '@/lib/validation/invoice';
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

/**
 * What kind of failure: Fortnox `refused` in its own words (`reason` is them), no answer at all (`unreachable`), an
 * answer we cannot use (`unexpected`), the account has no connection (`notConnected`), or it must connect again.
 */
export type FortnoxFailureKind = 'refused' | 'unreachable' | 'unexpected' | 'notConnected' | 'reconnect';

export class FortnoxError extends Error {
  constructor(
    /** The HTTP status Fortnox answered (0: no answer at all). */
    readonly status: number,
    /** Fortnox's message (ErrorInformation.message or the OAuth error), or what failed on the way. */
    readonly reason: string,
    readonly kind: FortnoxFailureKind = status === 0 ? 'unreachable' : 'unexpected',
  ) {
    super(`Fortnox (HTTP ${status}): ${reason}`.slice(0, REASON_MAX));
    this.name = 'FortnoxError';
  }
}

/** Fortnox answered an error with a message of its own: `reason` is Fortnox's words, as Fortnox wrote them. */
export class FortnoxRefusal extends FortnoxError {
  constructor(status: number, message: string) {
    super(status, message, 'refused');
    this.name = 'FortnoxRefusal';
  }
}

/** The connection's refresh token no longer works (revoked, expired, or lost): the owner must connect again. */
export class FortnoxReconnectError extends FortnoxError {
  constructor(reason: string) {
    super(400, `the connection must be made again (${reason})`, 'reconnect');
    this.name = 'FortnoxReconnectError';
  }
}

/** What a failure says on the invoice, for support (not translated): Fortnox's reason, or what failed on the way. */
export function reasonOf(err: unknown): string {
  if (err instanceof FortnoxError) return err.message;
  return 'Fortnox could not be reached; tried again later';
}

/** The same failure as a code and what its message names, for the reader's language (accounting.syncFailure.*). */
export function failureOf(err: unknown): AccountingFailure {
  if (!(err instanceof FortnoxError)) return { code: 'unreachable' };
  switch (err.kind) {
    case 'refused':
      return err instanceof FortnoxRefusal
        ? { code: 'refused', status: err.status, fortnox: err.reason.slice(0, REASON_MAX) }
        : { code: 'refused', status: err.status };
    case 'unexpected':
      return { code: 'unexpectedAnswer' };
    case 'reconnect':
      return { code: 'reconnect' };
    case 'notConnected':
      return { code: 'notConnected' };
    case 'unreachable':
      return { code: 'unreachable' };
  }
}
