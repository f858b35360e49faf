// Email verification by 6-digit code; a verified account starts its 7-day trial and gets a welcome mail.
import { eq } from 'drizzle-orm';
import { auth } from '@/server/auth/auth';
import { db } from '@/server/db';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/api/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hitAll, limitAddress } from '@/server/rate-limit';
import { sendWelcomeMail } from '@/server/mail/account-mails';
import { authErrorCode } from './auth-errors';
import { startTrial } from './trial';

async function findUser(email: string) {
  const [user] = await db()
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

export async function verifyEmail({ email, otp }: { email: string; otp: string }) {
  const user = await findUser(email);
  if (!user) throw new AppError('INVALID_OTP', { otp: 'errors.INVALID_OTP' });
  if (user.emailVerified) throw new AppError('ALREADY_VERIFIED');
  try {
    await auth().api.verifyEmailOTP({ body: { email, otp } });
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'TOO_MANY_ATTEMPTS')
      throw new AppError('TOO_MANY_ATTEMPTS', { otp: 'errors.TOO_MANY_ATTEMPTS' });
    if (code === 'INVALID_OTP' || code === 'OTP_EXPIRED')
      throw new AppError('INVALID_OTP', { otp: 'errors.INVALID_OTP' });
    throw err;
  }
  const trialEndsAt = await startTrial(user.ferrierId);
  await sendWelcomeMail({ to: email, name: user.name, trialEndsAt });
  return { verified: true as const, trialEndsAt: trialEndsAt.toISOString() };
}

/** Sends a new code to an unverified account. The answer is the same whether the account exists or not. */
export async function resendOtp({ email }: { email: string }) {
  await hitAll([
    [`otp-ip:${limitAddress(requestContext().ip)}`, LIMITS.otpResendPerIp],
    [`otp-email:${email}`, LIMITS.otpResendPerEmail],
  ]);
  const user = await findUser(email);
  if (user && !user.emailVerified) {
    await auth().api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
  }
  return { sent: true as const };
}

export { findUser };
