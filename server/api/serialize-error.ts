// Turns any thrown value into the error envelope, localized; unknown errors become a logged 500 without details.
import 'server-only';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { Logger } from '@/server/logger';
import { translateKey, translator } from '@/server/i18n/translator';
import { AppError, errorMessageKey, type FieldMessage } from '@/server/errors';
import { zodFields } from './validation';

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, string> };
};

export function toAppError(err: unknown, log: Logger): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError('VALIDATION_FAILED', zodFields(err));
  if (err instanceof HTTPException) {
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
    if (err.status === 400) return new AppError('MALFORMED_JSON');
    if (err.status === 401) return new AppError('UNAUTHORIZED');
    if (err.status === 404) return new AppError('NOT_FOUND');
    // Raised by the OpenAPI layer's own media type check; the body guard normally answers first.
    if (err.status === 415) return new AppError('UNSUPPORTED_CONTENT_TYPE');
  }
  log.error({ err }, 'unhandled error');
  return new AppError('INTERNAL');
}

const translateField = (locale: Locale, message: FieldMessage) =>
  typeof message === 'string'
    ? translateKey(locale, message)
    : translateKey(locale, message.key, message.values);

export function errorBody(error: AppError, locale: Locale): ErrorBody {
  const t = translator(locale);
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, translateField(locale, m)]))
    : undefined;
  const details = error.extra?.details;
  return {
    error: {
      code: error.code,
      message: t(
        (error.extra?.message ?? errorMessageKey(error.code)) as never,
        error.extra?.params as never,
      ),
      ...(fields ? { fields } : {}),
      ...(details ? { details } : {}),
    },
  };
}

export function errorResponse(error: AppError, locale: Locale, requestId: string): Response {
  return new Response(JSON.stringify(errorBody(error, locale)), {
    status: error.status as ContentfulStatusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      ...error.headers,
    },
  });
}
