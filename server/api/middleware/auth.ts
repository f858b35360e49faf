// Bearer token → the session (24 h, renewed on use, 14 days at most), its user and tenant (server/auth/bearer-session.ts)
// → the caller's user, tenant, role and plan. What the role and plan allow is each route's declaration
// (server/access/access.ts), checked next by ./access.ts.
import 'server-only';
import { createMiddleware } from 'hono/factory';
import { bearerSession } from '@/server/auth/bearer-session';
import { AppError } from '@/server/errors';
import { lazyChild, logger } from '@/server/logger';
import { requestMeta } from '../request-meta';
import type { AppEnv } from '../types';

// Variables are read with c.get(): Hono's c.var builds an object of all of them on every read.

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The mark of a call the app makes on its own, not at the user's asking (lib/client/api-client.ts, apiInBackground):
 * it is answered as any other, but is no use of the session, so it does not renew it.
 */
export const BACKGROUND_HEADER = 'x-background';

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new AppError('UNAUTHORIZED');
  const session = await bearerSession(token, { renew: c.req.header(BACKGROUND_HEADER) !== '1' });
  if (!session) throw new AppError('UNAUTHORIZED');
  c.set('auth', {
    userId: session.userId,
    ferrierId: session.ferrierId,
    role: session.role,
    plan: session.plan,
    permissions: session.permissions,
    email: session.email,
    sessionId: session.sessionId,
    token: session.token,
    locale: c.get('locale'),
    request: requestMeta(c),
    log: lazyChild(logger, {
      requestId: c.get('requestId'),
      userId: session.userId,
      ferrierId: session.ferrierId,
    }),
  });
  await next();
});

/** Tenant check for the spec's `?ferrierId=` parameter: it may only name the caller's own tenant. */
export const tenantQuery = createMiddleware<AppEnv>(async (c, next) => {
  const asked = c.req.query('ferrierId');
  if (asked !== undefined && asked !== c.get('auth').ferrierId) throw new AppError('NOT_FOUND');
  await next();
});
