// Login, logout and the password-reset pair, over Better Auth with our rate limits and error codes.
import 'server-only';
import { auth } from '@/server/auth/auth';
import type { SessionContext, VisitorContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hitAll, limitAddress } from '@/server/rate-limit';
import { longDate } from '@/server/mail/account-mails';
import { countLoginAttempt } from './login-limits';
import { authErrorCode } from './auth-errors';
import { assertStrongPassword } from './password-strength';
import { reactivateAccount } from './restore-account';
import { accountByEmail, publicUser } from './account-by-email';
import { resendOtp } from './verify-email';
import { staffInactive } from './account-by-email';
import '@/server/staff/errors';

type Credentials = { email: string; password: string };

/** Signs in with email and password; a cancelled account is refused with its dates (ACCOUNT_CANCELLED). */
export const login = (ctx: VisitorContext, { input }: { input: Credentials }) =>
  signIn(ctx, input, { restore: false });

/** ferriers/restore: the owner of a cancelled account brings it back into use, under the same limits as a login. */
export const restoreAccount = (ctx: VisitorContext, { input }: { input: Credentials }) =>
  signIn(ctx, input, { restore: true });

async function signIn(
  ctx: VisitorContext,
  { email, password }: Credentials,
  { restore }: { restore: boolean },
) {
  const attempt = await countLoginAttempt(email);

  let token: string;
  try {
    ({ token } = await auth().api.signInEmail({ body: { email, password } }));
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'EMAIL_NOT_VERIFIED') {
      await attempt.succeeded(); // Better Auth says so only after the password matched
      // A fresh code, so the verification screen works at once; a resend limit must not hide this answer.
      await resendOtp(ctx, { input: { email } }).catch(() => undefined);
      throw new AppError('EMAIL_NOT_VERIFIED');
    }
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError('INVALID_CREDENTIALS'); // stays counted
    throw err;
  }
  await attempt.succeeded();

  const row = await accountByEmail(email);
  if (!row || row.status === 'cancelled') {
    const restored = row && restore && row.role === 'owner' && (await reactivateAccount(row.ferrierId));
    if (!restored) {
      await auth().api.revokeSession({ body: { token }, headers: bearer(token) });
      // The account was purged meanwhile: it is gone, like a wrong password.
      if (!row) throw new AppError('INVALID_CREDENTIALS');
      if (restore && row.role !== 'owner') throw new AppError('FORBIDDEN');
      throw accountCancelled(row);
    }
  }
  // A deactivated staff member's right password opens nothing (README "Staff").
  if (row.role === 'staff' && (await staffInactive(row.id))) {
    await auth().api.revokeSession({ body: { token }, headers: bearer(token) });
    throw new AppError('STAFF_INACTIVE');
  }
  return { token, user: publicUser(row) };
}

/** ACCOUNT_CANCELLED with when it happened and until when the data is kept (and the account can come back). */
function accountCancelled({
  cancelledAt,
  purgeAfter,
}: {
  cancelledAt: Date | null;
  purgeAfter: string | null;
}) {
  const { locale } = requestContext();
  const cancelled = cancelledAt ?? new Date();
  const keptUntil = purgeAfter ?? '';
  return new AppError('ACCOUNT_CANCELLED', undefined, undefined, {
    params: {
      cancelledOn: longDate(cancelled, locale),
      keptUntil: keptUntil ? longDate(keptUntil, locale) : '',
    },
    details: { cancelledAt: cancelled.toISOString(), purgeAfter: keptUntil },
  });
}

export function bearer(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` });
}

export async function logout(ctx: SessionContext) {
  await auth().api.signOut({ headers: bearer(ctx.token) });
  return { loggedOut: true as const };
}

/** Same answer whether the email has an account or not; the mail links to /reset-password/{token}. */
export async function forgotPassword(
  _ctx: VisitorContext,
  { input: { email } }: { input: { email: string } },
) {
  await hitAll([
    [`reset-ip:${limitAddress(requestContext().ip)}`, LIMITS.passwordResetPerIp],
    [`reset-email:${email}`, LIMITS.passwordResetPerEmail],
  ]);
  await auth().api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
  return { sent: true as const };
}

/** Single use, valid 1 hour; ends every session of the account. */
export async function resetPassword(
  _ctx: VisitorContext,
  { input: { token, newPassword } }: { input: { token: string; newPassword: string } },
) {
  assertStrongPassword(newPassword, 'newPassword');
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
  } catch (err) {
    if (authErrorCode(err) === 'INVALID_TOKEN') throw new AppError('INVALID_TOKEN');
    throw err;
  }
  return { reset: true as const };
}
