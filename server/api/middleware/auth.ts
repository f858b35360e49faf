// Bearer token → Better Auth session (24 h, renewed on use, 14 days at most) → the caller's user, tenant and role.
import 'server-only';
import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS, auth } from '@/server/auth/auth';
import { systemDb } from '@/server/db/system';
import { ferriers, sessions } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { Role } from '@/server/context';
import type { AppEnv } from '../types';

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new AppError('UNAUTHORIZED');
  const session = await auth().api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
  if (!session) throw new AppError('UNAUTHORIZED');
  // Better Auth only knows the sliding lifetime; the absolute one is ours. Past it the session goes for good.
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_MAX_AGE_SECONDS * 1000) {
    await systemDb().delete(sessions).where(eq(sessions.id, session.session.id));
    throw new AppError('UNAUTHORIZED');
  }
  const user = session.user as typeof session.user & { ferrierId: string; role: Role };
  const [tenant] = await systemDb()
    .select({ status: ferriers.status })
    .from(ferriers)
    .where(eq(ferriers.id, user.ferrierId));
  // A cancelled account keeps its data for 30 days but may not be used.
  if (!tenant || tenant.status === 'cancelled') throw new AppError('UNAUTHORIZED');
  c.set('auth', {
    userId: user.id,
    ferrierId: user.ferrierId,
    role: user.role,
    email: user.email,
    sessionId: session.session.id,
    token: session.session.token,
    locale: c.var.locale,
    log: c.var.log.child({ userId: user.id, ferrierId: user.ferrierId }),
  });
  await next();
});

/** Tenant check for the spec's `?ferrierId=` parameter: it may only name the caller's own tenant. */
export const tenantQuery = createMiddleware<AppEnv>(async (c, next) => {
  const asked = c.req.query('ferrierId');
  if (asked !== undefined && asked !== c.var.auth.ferrierId) throw new AppError('NOT_FOUND');
  await next();
});

export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.auth.role)) throw new AppError('FORBIDDEN');
    await next();
  });
}
