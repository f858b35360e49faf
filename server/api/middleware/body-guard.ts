// Requests with a body must be JSON (or multipart on upload routes) and within size: 400/413 before any parsing.
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { AppEnv } from '../types';

export const JSON_LIMIT_BYTES = 1024 * 1024;
/** Two images of 10 MB and the form fields around them. */
export const UPLOAD_LIMIT_BYTES = 21 * 1024 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get('content-length') !== '0';
}

/** Routes matching these patterns also accept multipart/form-data (file uploads). */
export function bodyGuard(uploadPaths: RegExp[]) {
  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !hasBody(c.req.raw)) return next();
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const upload = uploadPaths.some((p) => p.test(c.req.path));
    if (upload && type.startsWith('multipart/form-data')) return uploadLimit(c, next);
    if (!/^application\/(.+\+)?json\b/.test(type)) throw new AppError('UNSUPPORTED_CONTENT_TYPE');
    return jsonLimit(c, next);
  });
}
