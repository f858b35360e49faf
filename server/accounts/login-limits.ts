// The login limits (numbers and reasons in LIMITS, server/rate-limit.ts). Every attempt is counted before the
// password is checked; the right password gives the count back. Failures are limited per account and address (the
// owner elsewhere is not locked out), per account over all addresses (spread-out guessing) and per address.
import 'server-only';
import { requestContext } from '@/server/request-context';
import { LIMITS, giveBack, hitAll, limitAddress, reset, resetPrefix } from '@/server/rate-limit';

const pairPrefix = (email: string) => `login-email-ip:${email}|`;
const emailKey = (email: string) => `login-email:${email}`;

/** Counts a login attempt or throws RATE_LIMITED; call `succeeded()` once the password proved right. */
export async function countLoginAttempt(email: string) {
  const ip = limitAddress(requestContext().ip);
  const pair = `${pairPrefix(email)}${ip}`;
  const perIp = `login-ip:${ip}`;
  await hitAll([
    [pair, LIMITS.loginFailuresPerEmailAndIp],
    [perIp, LIMITS.loginFailuresPerIp],
    [emailKey(email), LIMITS.loginFailuresPerEmail],
  ]);
  return {
    /** The right password: this address starts over for the account, the wider counts get the attempt back. */
    succeeded: async () => {
      await Promise.all([
        reset(pair).catch((err: unknown) =>
          requestContext().log.warn({ err }, 'login failures not cleared after a login'),
        ),
        giveBack(perIp),
        giveBack(emailKey(email)),
      ]);
    },
  };
}

/** After a password reset by the emailed link: the owner starts over from every address. */
export async function clearLoginFailures(email: string): Promise<void> {
  await Promise.all([resetPrefix(pairPrefix(email)), reset(emailKey(email))]);
}
