// Better Auth instance: email + password (scrypt), email OTP verification, reset links, bearer tokens,
// 24-hour sessions renewed on use, ended 14 days after login at the latest. A request's bearer token is checked by
// server/auth/bearer-session.ts, which decides as Better Auth's session check does, in one statement.
// The spec's ferriers/* endpoints are thin wrappers over its server API.
import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, emailOTP } from 'better-auth/plugins';
import { env } from '@/server/env';
import { systemDb } from '@/server/db/system';
import { accounts, sessions, users, verifications } from '@/server/db/schema';
import { sendEmailChangeOtpMail, sendOtpMail, sendResetMail } from '@/server/mail/account-mails';
import { clearLoginFailures } from '@/server/accounts/login-limits';
import { requestContext } from '@/server/request-context';

export const SESSION_SECONDS = 60 * 60 * 24;
/**
 * However often it is used, a session ends this long after its login (issue 9, point 19): a stolen token does not
 * live for ever. Two weeks: a farrier on the road logs in about twice a month.
 */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;
/** A session in use is renewed to a full day at most this often: one write per session per 5 minutes, not per request. */
export const SESSION_RENEW_SECONDS = 60 * 5;
export const OTP_SECONDS = 10 * 60;
export const OTP_ATTEMPTS = 5;
export const RESET_SECONDS = 60 * 60;

function createAuth() {
  return betterAuth({
    appName: 'Hovbook',
    baseURL: env().APP_URL,
    basePath: '/api/auth',
    secret: env().BETTER_AUTH_SECRET,
    database: drizzleAdapter(systemDb(), {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: { database: { generateId: 'uuid' } },
    user: {
      additionalFields: {
        ferrierId: { type: 'string', required: true, input: true },
        role: { type: 'string', required: false, defaultValue: 'owner', input: false },
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_RENEW_SECONDS },
    // Our own Postgres-backed limits guard the ferriers/* wrappers (server/rate-limit.ts); Better Auth's
    // limiter only sees requests through its own handler, which we do not mount.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await sendResetMail({ to: user.email, name: user.name, token });
      },
      // The emailed link is the owner's way in while login is limited: a reset clears the login failures.
      onPasswordReset: async ({ user }) => {
        await clearLoginFailures(user.email.toLowerCase()).catch((err: unknown) =>
          requestContext().log.error({ err }, 'login failures not cleared after a password reset'),
        );
      },
    },
    // A verified sign-up is signed in at once (ferriers/verifyemail answers with a token, as login does).
    emailVerification: { sendOnSignUp: true, sendOnSignIn: false, autoSignInAfterVerification: true },
    plugins: [
      bearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: OTP_ATTEMPTS,
        overrideDefaultEmailVerification: true,
        // Only a hash is kept: a leaked verifications table holds no usable code.
        storeOTP: 'hashed',
        // A new sign-in email is proven by a code mailed to it (ferriers/change-email, server/accounts/change-email.ts).
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'change-email') await sendEmailChangeOtpMail({ to: email, otp });
          else await sendOtpMail({ to: email, otp });
        },
      }),
    ],
    telemetry: { enabled: false },
    // Into our JSON logs with the request id (and their redaction) rather than the console. Its info lines name
    // email addresses ("Sign-up attempt for existing email: …"), so only warnings and errors are kept.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((a): a is Error => a instanceof Error);
        requestContext().log[level](err ? { err } : {}, `Better Auth: ${message}`);
      },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;

/** Created on first use, so that importing this module needs no database or secret (builds, tests). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}
