// Shared OpenAPI pieces: envelopes, the error schema, the bearer scheme and common parameters.
import 'server-only';
import { z } from '@hono/zod-openapi';
import { mayRefuse, type SignedInAccess } from '@/server/access/access';
import { strictInput } from './strict-input';

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string().openapi({ example: 'Some fields need your attention.' }),
      fields: z.record(z.string(), z.string()).optional(),
      details: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ description: 'Facts a client may act on, e.g. `purgeAfter` of ACCOUNT_CANCELLED' }),
    }),
  })
  .openapi('Error');

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** 409: the request was well formed but the record's state refuses it (`description` says when). */
export const conflictResponse = (description: string) => ({ 409: errorResponse(description) });

export const errorResponses = {
  400: errorResponse('Malformed JSON or a rejected code/token'),
  413: errorResponse('Body too large (1 MB JSON, 10 MB per image)'),
  415: errorResponse('A body that is not JSON (or multipart/form-data where files are uploaded)'),
  422: errorResponse(
    'Validation failed; `fields` maps each field to a localized message (unknown fields and NUL characters included)',
  ),
  429: errorResponse('Rate limited; see Retry-After'),
  503: errorResponse('A rate limit could not be counted, so the request was refused; see Retry-After'),
} as const;

export const authErrorResponses = {
  ...errorResponses,
  401: errorResponse('No or invalid session'),
  404: errorResponse("Not found, or another account's"),
} as const;

/** 403: who the route's access declaration refuses, with the code each gets (never a session failure). */
export function refusalResponses(
  access: SignedInAccess,
  write: boolean,
): Record<string, ReturnType<typeof errorResponse>> {
  if (!mayRefuse(access, write)) return {};
  const reasons = [
    access.role === 'owner' ? "FORBIDDEN: only the account's owner may call this, not a staff member" : '',
    access.permission
      ? `FORBIDDEN: a staff member needs the owner's \`${access.permission}\` permission (the owner always may)`
      : '',
    access.feature
      ? `PLAN_REQUIRED: the account's plan does not include \`${access.feature}\` (a trial includes every feature)`
      : '',
    write && !access.whileReadOnly
      ? 'READ_ONLY: the trial is over and no plan is paid for: the account may be read, not changed'
      : '',
  ];
  return { 403: errorResponse(reasons.filter(Boolean).join('; ')) };
}

export const dataOf = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: schema }) } },
});

export const idParam = z.object({
  id: z
    .uuid()
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10' }),
});

export const bearerSecurity = [{ bearerAuth: [] }];

/** A JSON body: unknown fields refused, the specification's field names accepted (./strict-input). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema: strictInput(schema) } },
});

export const listOf = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: {
    'application/json': {
      schema: z.object({ data: z.array(schema), nextCursor: z.string().nullable() }),
    },
  },
});

export const arrayOf = <T extends z.ZodType>(schema: T, description: string) =>
  dataOf(z.array(schema), description);
