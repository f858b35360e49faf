// A request body must be JSON (or multipart on upload routes) and within size: 413/415 before any parsing.
// A request without a body passes whatever its method and headers: logout and delete are sent that way.
import 'server-only';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '@/server/errors';
import { bodyKind } from '../media-type';
import type { AppEnv } from '../types';

export const JSON_LIMIT_BYTES = 1024 * 1024;
/** Two images of 10 MB and the form fields around them. */
export const UPLOAD_LIMIT_BYTES = 21 * 1024 * 1024;

const tooLarge = () => {
  throw new AppError('PAYLOAD_TOO_LARGE');
};

/** The upload middleware of each route that declares one, with its limit. */
const uploadLimits = new WeakMap<MiddlewareHandler, MiddlewareHandler>();

/**
 * Route middleware of an upload route: it also takes multipart/form-data, up to `maxBytes`. Put it first in the
 * route's middleware, so it is the route's own declaration; the body guard applies the limit before anything else.
 */
export function acceptsUpload(maxBytes: number): MiddlewareHandler<AppEnv> {
  const declaration: MiddlewareHandler<AppEnv> = async (_c, next) => next();
  uploadLimits.set(declaration, bodyLimit({ maxSize: maxBytes, onError: tooLarge }));
  return declaration;
}

/** The upload limit the matched route declares, if it takes uploads. */
const uploadLimitOf = (c: Context) =>
  matchedRoutes(c)
    .map((route) => uploadLimits.get(route.handler))
    .find(Boolean);

/** Every request, before auth: JSON within 1 MB, multipart within the route's upload limit, anything else 415. */
export function bodyGuard() {
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT_BYTES, onError: tooLarge });
  return createMiddleware<AppEnv>(async (c, next) => {
    const length = c.req.header('content-length');
    // GET and HEAD never carry a body in a fetch Request; asking would make the Node adapter build one (api-listener).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || length === '0' || c.req.raw.body === null)
      return next();
    const kind = bodyKind(c.req.header('content-type'));
    if (kind === 'json') return jsonLimit(c, next);
    const uploadLimit = kind === 'multipart' ? uploadLimitOf(c) : undefined;
    if (uploadLimit) return uploadLimit(c, next);
    if (length !== undefined) throw new AppError('UNSUPPORTED_CONTENT_TYPE');
    // No length: a streamed body, which through Next or a Node server is how a body-less request arrives too.
    // Read it (bounded; Hono keeps it for later readers) to tell an empty one from a real one.
    return jsonLimit(c, async () => {
      if ((await c.req.arrayBuffer()).byteLength > 0) throw new AppError('UNSUPPORTED_CONTENT_TYPE');
      await next();
    });
  });
}
