// Fixed-window rate limits kept in Postgres, so every app instance counts the same attempts.
import { eq, sql } from 'drizzle-orm';
import { db } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { AppError } from '@/server/api/errors';

export type Limit = { max: number; windowSeconds: number };

export const LIMITS = {
  loginFailuresPerEmail: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { max: 30, windowSeconds: 15 * 60 },
  otpResendPerEmail: { max: 3, windowSeconds: 10 * 60 },
  otpResendPerIp: { max: 20, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) });
}

/** Counts one attempt under `key` in the limit's window; returns the count so far. */
export async function record(key: string, limit: Limit): Promise<{ count: number; retryAfter: number }> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - ${window} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  return row ?? { count: 1, retryAfter: limit.windowSeconds };
}

/** Counts one attempt under `key` and throws RATE_LIMITED when it goes over the limit. */
export async function hit(key: string, limit: Limit): Promise<void> {
  const { count, retryAfter } = await record(key, limit);
  if (count > limit.max) throw tooMany(retryAfter);
}

/** Throws RATE_LIMITED if `key` is already at its limit, without counting (used before a login attempt). */
export async function check(key: string, limit: Limit): Promise<void> {
  const [row] = await db()
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (row && row.retryAfter > 0 && row.count >= limit.max) throw tooMany(row.retryAfter);
}

export async function reset(key: string): Promise<void> {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}
