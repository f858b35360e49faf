// Fixed-window rate limits kept in Postgres, so every app instance counts the same attempts. Every limit counts
// first, in one statement, and decides on the count that statement returns: parallel attempts each get their own
// number, so at most `max` of them pass. A count that cannot be written refuses the attempt (fails closed).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { rateLimits } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { requestContext } from '@/server/request-context';

export { limitAddress } from '@/server/client-address';

export type Limit = { max: number; windowSeconds: number };

/**
 * No limit counts over a longer window: defineLimits refuses one. The hourly cleanup (server/jobs/cleanup-rate-limits.ts)
 * deletes the counts older than this, so it never deletes one a limit still reads, whichever feature declared it.
 * A feature that needs a longer window raises it here.
 */
export const LONGEST_WINDOW_SECONDS = 60 * 60;

/**
 * Declares a feature's limits beside the feature (server/icalendar/limits.ts), each with a comment giving its
 * reason; refuses a limit the cleanup would cut short.
 */
export function defineLimits<const T extends Record<string, Limit>>(limits: T): T {
  for (const [name, { max, windowSeconds }] of Object.entries(limits)) {
    if (!Number.isInteger(max) || max < 1 || !Number.isInteger(windowSeconds) || windowSeconds < 1)
      throw new Error(`The rate limit ${name} needs a whole max and window of at least 1`);
    if (windowSeconds > LONGEST_WINDOW_SECONDS)
      throw new Error(
        `The rate limit ${name} counts over ${windowSeconds} s, longer than LONGEST_WINDOW_SECONDS ` +
          `(${LONGEST_WINDOW_SECONDS} s): the cleanup would delete its counts too early`,
      );
  }
  return limits;
}

/** The sign-in and public-form limits; the other features' are beside them (defineLimits). */
export const LIMITS = defineLimits({
  // Wrong passwords for one account from one address: the owner's typos, or one attacker guessing. Only that pair
  // waits, so an attacker elsewhere cannot lock the owner out.
  loginFailuresPerEmailAndIp: { max: 5, windowSeconds: 15 * 60 },
  // Wrong passwords for one account from all addresses together: guessing spread over many addresses (at most
  // ~1,200 guesses a day). It takes ten addresses to reach, and the emailed reset link still opens the account
  // and clears it.
  loginFailuresPerEmail: { max: 50, windowSeconds: 60 * 60 },
  // Wrong passwords from one address for any accounts: one address trying many accounts (also a busy office NAT).
  loginFailuresPerIp: { max: 30, windowSeconds: 15 * 60 },
  // Verification codes mailed to one address: enough for a slow mailbox, too few to flood it.
  otpResendPerEmail: { max: 3, windowSeconds: 10 * 60 },
  // Verification codes asked for from one address, for any accounts.
  otpResendPerIp: { max: 20, windowSeconds: 60 * 60 },
  // Reset links mailed to one address: the owner has a few, nobody can flood a mailbox.
  passwordResetPerEmail: { max: 3, windowSeconds: 60 * 60 },
  // Reset links asked for from one address, for any accounts (mailing many strangers from one place).
  passwordResetPerIp: { max: 20, windowSeconds: 60 * 60 },
  // New companies from one address: a real office signs up a handful, a script hundreds.
  signUpPerIp: { max: 20, windowSeconds: 60 * 60 },
  // Each public form (contact, book demo) from one address: a person writes a few, a spammer many.
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
});

/** Keys stay short enough for the primary-key index whatever goes into them (an index entry is capped ~2.7 kB). */
function storedKey(key: string): string {
  return Buffer.byteLength(key) <= 512 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** The kind of a key (its part before ':'), for logs: the rest may be an email address. */
const kindOf = (key: string) => key.split(':')[0];

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) });
}

/** Counts one attempt under `key` in the limit's window, atomically; returns the count including this one. */
async function count(key: string, limit: Limit): Promise<{ count: number; retryAfter: number }> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  try {
    const [row] = await systemDb()
      .insert(rateLimits)
      .values({ key: storedKey(key), count: 1, windowStart: sql`now()` })
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
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  } catch (err) {
    // Not counted means not limited: refuse rather than let the attempt through uncounted.
    requestContext().log.error({ err, limit: kindOf(key) }, 'rate limit not recorded; attempt refused');
    throw new AppError('RATE_LIMIT_UNAVAILABLE', undefined, { 'Retry-After': '30' });
  }
}

/** Counts one attempt under `key` and throws RATE_LIMITED when it goes over the limit. */
export async function hit(key: string, limit: Limit): Promise<void> {
  const { count: n, retryAfter } = await count(key, limit);
  if (n > limit.max) throw tooMany(retryAfter);
}

/**
 * Counts one attempt under each limit, in order. When one refuses, the limits before it get their count back, so an
 * attempt stopped by one limit does not use up another (a refused attempt never reached what they protect).
 */
export async function hitAll(limits: Array<[key: string, limit: Limit]>): Promise<void> {
  const counted: string[] = [];
  try {
    for (const [key, limit] of limits) {
      await hit(key, limit);
      counted.push(key);
    }
  } catch (err) {
    await Promise.all(counted.map(giveBack));
    throw err;
  }
}

/** Takes one attempt back (it turned out not to count, e.g. the right password). Never throws: over-counting is safe. */
export async function giveBack(key: string): Promise<void> {
  try {
    await systemDb()
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, storedKey(key)));
  } catch (err) {
    requestContext().log.warn({ err, limit: kindOf(key) }, 'rate limit count not given back');
  }
}

export async function reset(key: string): Promise<void> {
  await systemDb()
    .delete(rateLimits)
    .where(eq(rateLimits.key, storedKey(key)));
}

/** Deletes every count whose key starts with `prefix` (keys under 512 bytes, which are stored as they are). */
export async function resetPrefix(prefix: string): Promise<void> {
  await systemDb()
    .delete(rateLimits)
    .where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}
