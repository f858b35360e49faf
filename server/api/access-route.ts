// What a route's access declaration (server/access/access.ts) makes of its operation, for both route builders
// (resource-routes.ts, api-routes.ts): the session check and the access check, the security scheme, the refusals
// the document lists, and the declaration itself as `x-access` (tests/fuzz reads it: an operation without one fails).
import 'server-only';
import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { isSignedIn, isWrite, mayRefuse, type Access } from '@/server/access/access';
import { allow } from './middleware/access';
import { requireAuth } from './middleware/auth';
import { authErrorResponses, bearerSecurity, errorResponses, refusalResponses } from './openapi';
import type { AppEnv } from './types';

type Middleware = MiddlewareHandler<AppEnv>;

type AccessParts = {
  security?: RouteConfig['security'];
  middleware: Middleware[];
  responses: RouteConfig['responses'];
  'x-access': Access;
};

export function accessRoute(
  access: Access,
  method: string,
  {
    before = [],
    after = [],
  }: {
    /** Runs before the session check (an upload's size limit: an oversized body is refused unread). */
    before?: Middleware[];
    /** Runs after the access check (the ?ferrierId check of lists). */
    after?: Middleware[];
  } = {},
): AccessParts {
  if (!isSignedIn(access))
    return { middleware: [...before, ...after], responses: errorResponses, 'x-access': access };
  return {
    security: bearerSecurity,
    // A route open to every member with no feature has nothing to check beyond the session (the hot read path).
    middleware: [
      ...before,
      requireAuth,
      ...(mayRefuse(access, isWrite(method)) ? [allow(access)] : []),
      ...after,
    ],
    responses: { ...authErrorResponses, ...refusalResponses(access, isWrite(method)) },
    'x-access': access,
  };
}
