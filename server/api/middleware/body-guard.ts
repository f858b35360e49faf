// A request body must be JSON (or multipart on upload routes) and within size: 413/415 before any parsing.
// A request without a body passes whatever its method and headers: logout and delete are sent that way.
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/errors';
import { bodyKind } from '../media-type';
import type { AppEnv } from '../types';

export const JSON_LIMIT_BYTES = 1024 * 1024;
/** Two images of 10 MB and the form fields around them. */
export const UPLOAD_LIMIT_BYTES = 21 * 1024 * 1024;

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE');
};

/** Routes matching these patterns also accept multipart/form-data (file uploads). */
export function bodyGuard(uploadPaths: RegExp[]) {
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES, onError: tooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    const length = c.req.header('content-length');
    if (c.req.raw.body === null || length === '0') return next();
    const kind = bodyKind(c.req.header('content-type'));
    if (kind === 'json') return jsonLimit(c, next);
    if (kind === 'multipart' && uploadPaths.some((p) => p.test(c.req.path))) return uploadLimit(c, next);
    if (length !== undefined) throw new AppError('UNSUPPORTED_CONTENT_TYPE');
    // No length: a streamed body, which through Next or a Node server is how a body-less request arrives too.
    // Read it (bounded; Hono keeps it for later readers) to tell an empty one from a real one.
    return jsonLimit(c, async () => {
      if ((await c.req.arrayBuffer()).byteLength > 0) throw new AppError('UNSUPPORTED_CONTENT_TYPE');
      await next();
    });
  });
}
