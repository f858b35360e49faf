// Changing the sign-in email (issue 12): a 6-digit code goes to the new address (Better Auth's email OTP, kept
// hashed, 10 minutes, 5 tries); the code switches the user's email, and the old address is told of it.
import 'server-only';
import type { z } from 'zod';
import type { emailChangeConfirmInput, emailChangeInput } from '@/lib/validation/account';
import { isLocale } from '@/lib/i18n/locales';
import { auth } from '@/server/auth/auth';
import type { SessionContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { requestContext } from '@/server/request-context';
import { LIMITS, hitAll, limitAddress } from '@/server/rate-limit';
import { sendEmailChangedMail } from '@/server/mail/account-mails';
import { authErrorCode } from './auth-errors';
import { accountByEmail, publicUser } from './account-by-email';
import { bearer } from './login';
import { assertOwnTenant } from './profile';

const emailTaken = () => new AppError('CONFLICT', { newEmail: 'validation.emailTaken' });

/** Another user signs in with it (or has signed up with it and not yet verified): it cannot be taken. */
async function assertAvailable(newEmail: string) {
  if (await accountByEmail(newEmail)) throw emailTaken();
}

function assertNew(ctx: SessionContext, newEmail: string) {
  if (newEmail === ctx.email.toLowerCase())
    throw new AppError('VALIDATION_FAILED', { newEmail: 'validation.emailSame' });
}

/** Mails a code to the new address. A taken address is refused at once: the user is told, not left waiting. */
export async function requestEmailChange(
  ctx: SessionContext,
  { id, input: { newEmail } }: { id: string; input: z.output<typeof emailChangeInput> },
) {
  assertOwnTenant(ctx, id);
  assertNew(ctx, newEmail);
  // Codes mailed per receiving address and per client address, as for the sign-up codes: nobody floods a stranger's
  // mailbox, nor mails many strangers from one place.
  await hitAll([
    [`email-change-ip:${limitAddress(requestContext().ip)}`, LIMITS.otpResendPerIp],
    [`email-change:${newEmail}`, LIMITS.otpResendPerEmail],
  ]);
  await assertAvailable(newEmail);
  await auth().api.requestEmailChangeEmailOTP({ body: { newEmail }, headers: bearer(ctx.token) });
  return { sent: true as const, newEmail };
}

/** The code from the new address switches the sign-in email; the old address gets a notice in the user's language. */
export async function confirmEmailChange(
  ctx: SessionContext,
  { id, input: { newEmail, otp } }: { id: string; input: z.output<typeof emailChangeConfirmInput> },
) {
  assertOwnTenant(ctx, id);
  assertNew(ctx, newEmail);
  const before = await accountByEmail(ctx.email.toLowerCase());
  if (!before) throw new AppError('NOT_FOUND');
  try {
    await auth().api.changeEmailEmailOTP({ body: { newEmail, otp }, headers: bearer(ctx.token) });
  } catch (err) {
    const code = authErrorCode(err);
    if (code === 'TOO_MANY_ATTEMPTS')
      throw new AppError('TOO_MANY_ATTEMPTS', { otp: 'errors.TOO_MANY_ATTEMPTS' });
    if (code === 'INVALID_OTP' || code === 'OTP_EXPIRED')
      throw new AppError('INVALID_OTP', { otp: 'errors.INVALID_OTP' });
    // Taken between the request and the code ("Email already in use"), or by a parallel change (unique index).
    if (await accountByEmail(newEmail).then((a) => a && a.id !== before.id)) throw emailTaken();
    throw err;
  }
  const after = await accountByEmail(newEmail);
  if (!after || after.id !== before.id) throw new Error('the changed user is not found by its new email');
  // The change is made: a mail host that is down must not turn it into an error, so the failure is logged.
  await sendEmailChangedMail({
    to: before.email,
    name: before.name,
    newEmail,
    locale: isLocale(before.language) ? before.language : requestContext().locale,
  }).catch((err: unknown) => requestContext().log.error({ err }, 'email-changed notice not sent'));
  return { changed: true as const, user: publicUser(after) };
}
