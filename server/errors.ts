// One error type for every use case: a code, the HTTP status the API answers with, and optional per-field message keys.
// The codes every part of the app uses are listed here; a feature declares its own beside it (defineErrors, below).
export const ERROR_STATUS = {
  MALFORMED_JSON: 400,
  INVALID_OTP: 400,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** The caller's role may not do this (a staff member on an owner's route): not a session failure. */
  FORBIDDEN: 403,
  /** The account's plan lacks the feature the route needs: not a session failure either. */
  PLAN_REQUIRED: 403,
  /** The trial is over and no plan is paid for: the account may be read, not written (server/access/access.ts). */
  READ_ONLY: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_CANCELLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A status change the record's current status does not allow. */
  INVALID_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_CONTENT_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A rate limit could not be counted (database trouble), so the attempt was refused rather than let through. */
  RATE_LIMIT_UNAVAILABLE: 503,
} as const satisfies Record<string, ErrorStatus>;

/** The statuses an error may answer with. */
export type ErrorStatus =
  400 | 401 | 402 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

/**
 * A feature's own codes, merged in beside the feature so that `new AppError('BOOKING_CLASH')` type-checks without this
 * file knowing bookings:
 *
 *     export const BOOKING_ERRORS = defineErrors('bookingClash', { BOOKING_CLASH: 409 });
 *     declare module '@/server/errors' {
 *       interface FeatureErrors extends FeatureCodes<typeof BOOKING_ERRORS> {}
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureErrors {}

/** The codes and statuses a defineErrors() call declares, as FeatureErrors takes them. */
export type FeatureCodes<T extends Readonly<Record<string, ErrorStatus>>> = {
  -readonly [K in keyof T]: T[K];
};

export type ErrorCode = keyof typeof ERROR_STATUS | keyof FeatureErrors;

/** A feature's code at run time: its status, and the namespace its message is in (`<namespace>.errors.<CODE>`). */
const featureCodes = new Map<string, { status: ErrorStatus; messages: string }>();

/**
 * Declares a feature's error codes with their statuses, beside the feature; their messages are in the feature's
 * namespace, under `errors` (messages/<lang>/<namespace>.json). Runs when the feature's module loads: import it where
 * the codes are thrown.
 */
export function defineErrors<const T extends Readonly<Record<string, ErrorStatus>>>(
  messages: string,
  codes: T,
): T {
  for (const [code, status] of Object.entries(codes)) {
    const known = featureCodes.get(code);
    if (code in ERROR_STATUS || (known && known.messages !== messages))
      throw new Error(`The error code ${code} is declared twice`);
    featureCodes.set(code, { status, messages });
  }
  return codes;
}

/** The message key of a code: `errors.<CODE>`, or `<namespace>.errors.<CODE>` for a feature's own. */
export function errorMessageKey(code: ErrorCode): string {
  const feature = featureCodes.get(code);
  return feature ? `${feature.messages}.errors.${code}` : `errors.${code}`;
}

function statusOf(code: ErrorCode): ErrorStatus {
  if (code in ERROR_STATUS) return ERROR_STATUS[code as keyof typeof ERROR_STATUS];
  const feature = featureCodes.get(code);
  // Its type was merged in, but the module that declares it was not loaded where the error is made.
  if (!feature) throw new Error(`The error code ${code} is not declared: import its feature's errors module`);
  return feature.status;
}

/** A message key ("validation.required"), or a key with values to fill in ("Did you mean {name}?"). */
export type FieldMessage = string | { key: string; values: Record<string, string> };

export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    /** field name → message key (e.g. "validation.required"), translated when serialized */
    readonly fields?: Record<string, FieldMessage>,
    readonly headers?: Record<string, string>,
    /**
     * values for the message's placeholders, facts a client may act on (sent as `details`), and a message key of its
     * own in place of the code's (a refused status change says which record it is)
     */
    readonly extra?: { params?: Record<string, string>; details?: Record<string, string>; message?: string },
  ) {
    super(code);
    this.status = statusOf(code);
  }
}

export const notFound = () => new AppError('NOT_FOUND');
