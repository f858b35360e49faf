// The signed-in caller behind a bearer token, as Better Auth's session check decides it, in one prepared statement:
// the session, its user, the tenant's status and what its plan allows (the trial's end and a paying subscription's
// plan) together (Better Auth's own check took three to four statements, and three HMAC operations with a key import,
// per request). Nothing is cached between requests, so a logout, a password change, a cancellation, a role or a
// plan change, a staff member's deactivation or permission holds from the next request on, on every instance.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { permissionsOf, type StaffPermission } from '@/lib/staff-permissions';
import { accountPlan, PAYING_STATUSES, type AccountPlan } from '@/server/access/plan';
import { env } from '@/server/env';
import { systemDb } from '@/server/db/system';
import { ferriers, sessions, staffProfiles, subscriptions, users } from '@/server/db/schema';
import type { Role } from '@/server/context';
import { SESSION_MAX_AGE_SECONDS, SESSION_RENEW_SECONDS, SESSION_SECONDS } from './auth';
import { tokenLookup } from './token-owner';

export type BearerSession = {
  sessionId: string;
  token: string;
  userId: string;
  email: string;
  ferrierId: string;
  role: Role;
  plan: AccountPlan;
  /** What the owner let this staff member do; the owner has every permission. */
  permissions: readonly StaffPermission[];
};

// Better Auth keeps session tokens as it issued them, so the statement looks the token up as it is.
const sessionRow = tokenLookup({
  stored: 'as-is',
  statement: (db) =>
    db
      .select({
        sessionId: sessions.id,
        token: sessions.token,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        email: users.email,
        ferrierId: users.ferrierId,
        role: users.role,
        tenantStatus: ferriers.status,
        trialEndsAt: ferriers.trialEndsAt,
        subscriptionPlan: subscriptions.plan,
        staffStatus: staffProfiles.status,
        mayInvoice: staffProfiles.mayInvoice,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(ferriers, eq(ferriers.id, users.ferrierId))
      // One subscription per account (a unique index); only a paying one gives its plan.
      .leftJoin(
        subscriptions,
        and(
          eq(subscriptions.ferrierId, users.ferrierId),
          inArray(subscriptions.status, [...PAYING_STATUSES]),
        ),
      )
      // A staff member's profile: an inactive member's session is refused (README "Staff").
      .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
      .where(eq(sessions.token, sql.placeholder('key')))
      .prepare('bearer_session'),
});

/**
 * The session token a bearer value names: the token itself, as ferriers/login hands it out, or the token with the
 * signature Better Auth puts on its cookie (`token.signature`), which must then be valid. Better Auth signs a bare
 * token itself before checking that signature, so a bare token's check is the lookup alone, as it was.
 */
export function sessionToken(bearer: string): string | undefined {
  if (!bearer.includes('.')) return bearer;
  let value = bearer;
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      // Better Auth keeps the value as it came.
    }
  }
  const [token, signature] = value.split('.');
  if (!token || !signature) return undefined;
  const expected = createHmac('sha256', env().BETTER_AUTH_SECRET).update(token).digest();
  // Base64 or base64url, padded or not, as Better Auth's check accepts.
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

async function endSession(sessionId: string) {
  await systemDb().delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * The caller's session, or null: no such session, expired (24 hours after its last renewal), past its absolute
 * lifetime (14 days after login; issue 9), or its account is gone or cancelled. An expired session is removed, as
 * Better Auth removes it. A session in use is renewed to a full day, at most once per SESSION_RENEW_SECONDS; a call
 * the app makes on its own (`renew: false`: the bell's polling, the unpaid check) is answered without renewing, so an
 * open tab nobody uses still ends a day after its last use.
 */
export async function bearerSession(
  bearer: string,
  { renew = true }: { renew?: boolean } = {},
): Promise<BearerSession | null> {
  const token = sessionToken(bearer);
  if (!token) return null;
  const row = await sessionRow(token);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() < now || now - row.createdAt.getTime() > SESSION_MAX_AGE_SECONDS * 1000) {
    await endSession(row.sessionId);
    return null;
  }
  // A cancelled account keeps its data for 30 days but may not be used.
  if (!row.tenantStatus || row.tenantStatus === 'cancelled') return null;
  // A deactivated staff member's sessions are deleted with the deactivation; this holds even against one that was
  // being created at that moment.
  if (row.staffStatus === 'inactive') return null;
  if (renew && row.expiresAt.getTime() - SESSION_SECONDS * 1000 + SESSION_RENEW_SECONDS * 1000 <= now) {
    const renewed = await systemDb()
      .update(sessions)
      .set({ expiresAt: new Date(now + SESSION_SECONDS * 1000), updatedAt: new Date(now) })
      .where(and(eq(sessions.id, row.sessionId), eq(sessions.token, token)))
      .returning({ id: sessions.id });
    // Ended by a logout in the meantime.
    if (renewed.length === 0) return null;
  }
  return {
    sessionId: row.sessionId,
    token: row.token,
    userId: row.userId,
    email: row.email,
    ferrierId: row.ferrierId,
    role: row.role,
    plan: accountPlan({ trialEndsAt: row.trialEndsAt, subscriptionPlan: row.subscriptionPlan }, now),
    permissions: permissionsOf(row.role, row),
  };
}
