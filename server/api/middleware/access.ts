// A route's access declaration, enforced after the session check (./auth.ts): a staff member on an owner's route is
// refused with FORBIDDEN, an account whose plan lacks the route's feature with PLAN_REQUIRED, a read-only account
// (trial over, no plan) writing with READ_ONLY — all 403, none a session failure (the client keeps the session:
// lib/client/api-client.ts).
import 'server-only';
import { createMiddleware } from 'hono/factory';
import { isWrite, refusal, type SignedInAccess } from '@/server/access/access';
import { AppError } from '@/server/errors';
import type { AppEnv } from '../types';

export function allow(access: SignedInAccess) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const refused = refusal(c.get('auth'), access, { write: isWrite(c.req.method) });
    if (refused) throw new AppError(refused);
    await next();
  });
}
