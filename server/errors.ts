// One error type for every use case: a code, the HTTP status the API answers with, and optional per-field message keys.
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
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_CANCELLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Another active booking of the same person overlaps; the client may resend with allowClash. */
  BOOKING_CLASH: 409,
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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A message key ("validation.required"), or a key with values to fill in ("Did you mean {name}?"). */
export type FieldMessage = string | { key: string; values: Record<string, string> };

export class AppError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    /** field name → message key (e.g. "validation.required"), translated when serialized */
    readonly fields?: Record<string, FieldMessage>,
    readonly headers?: Record<string, string>,
    /** values for the message's placeholders, and facts a client may act on (sent as `details`) */
    readonly extra?: { params?: Record<string, string>; details?: Record<string, string> },
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');
