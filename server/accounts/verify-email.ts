// Email verification by 6-digit code; a verified account starts its 7-day trial and gets a welcome mail.
import 'server-only';
import { eq } from 'drizzle-orm';
import { OTP_ATTEMPTS, OTP_SECONDS, auth } from '@/server/auth/auth';
import { systemDb } from '@/server/db/system';
import { users } from '@/server/db/schema';
import type { VisitorContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hit, hitAll, limitAddress, reset, type Limit } from '@/server/rate-limit';
import { sendWelcomeMail } from '@/server/mail/account-mails';
import { authErrorCode } from './auth-errors';
// A cycle (login asks for a new code when the address is unverified); both are used only inside functions.
import { accountByEmail, publicUser } from './account-by-email';
import { startTrial } from './trial';

async function findUser(email: string) {
  const [user] = await systemDb()
    .select({
      id: users.id,
      ferrierId: users.ferrierId,
      emailVerified: users.emailVerified,
      name: users.name,
    })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/**
 * Codes checked per address between two issued codes. Counted in one statement before a code is looked at, so
 * parallel guesses cannot all slip past Better Auth's own count (which is read, then written).
 */
const OTP_CHECKS: Limit = { max: OTP_ATTEMPTS, windowSeconds: OTP_SECONDS };
const otpChecksKey = (email: string) => `otp-verify:${email}`;

/** A new code gets a fresh count; call it before the code is stored, so no guess at it goes uncounted. */
export async function forgetOtpChecks(email: string): Promise<void> {
  await reset(otpChecksKey(email));
}

async function countOtpCheck(email: string): Promise<void> {
  try {
    await hit(otpChecksKey(email), OTP_CHECKS);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') {
      throw new AppError('TOO_MANY_ATTEMPTS', { otp: 'errors.TOO_MANY_ATTEMPTS' }, err.headers);
    }
    throw err;
  }
}

export async function verifyEmail(
  _ctx: VisitorContext,
  { input: { email, otp } }: { input: { email: string; otp: string } },
) {
  await countOtpCheck(email);
  const user = await findUser(email);
  // An unknown address and an already verified one answer as a wrong code does: the answer tells no one which.
  if (!user || user.emailVerified) throw new AppError('INVALID_OTP', { otp: 'errors.INVALID_OTP' });
  let token: string | null;
  try {
    ({ token } = await auth().api.verifyEmailOTP({ body: { email, otp } }));
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'TOO_MANY_ATTEMPTS')
      throw new AppError('TOO_MANY_ATTEMPTS', { otp: 'errors.TOO_MANY_ATTEMPTS' });
    if (code === 'INVALID_OTP' || code === 'OTP_EXPIRED')
      throw new AppError('INVALID_OTP', { otp: 'errors.INVALID_OTP' });
    throw err;
  }
  // autoSignInAfterVerification: the new owner is signed in at once rather than asked to log in again.
  if (!token) throw new Error('verifyEmailOTP returned no session token');
  const trialEndsAt = await startTrial(user.ferrierId);
  await sendWelcomeMail({ to: email, name: user.name, trialEndsAt });
  const account = await accountByEmail(email);
  if (!account) throw new Error('the verified user is gone');
  return {
    verified: true as const,
    trialEndsAt: trialEndsAt.toISOString(),
    token,
    user: publicUser(account),
  };
}

/** Sends a new code to an unverified account. The answer is the same whether the account exists or not. */
export async function resendOtp(_ctx: VisitorContext, { input: { email } }: { input: { email: string } }) {
  await hitAll([
    [`otp-ip:${limitAddress(requestContext().ip)}`, LIMITS.otpResendPerIp],
    [`otp-email:${email}`, LIMITS.otpResendPerEmail],
  ]);
  const user = await findUser(email);
  if (user && !user.emailVerified) {
    await forgetOtpChecks(email);
    await auth().api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  }
  return { sent: true as const };
}

export { findUser };
