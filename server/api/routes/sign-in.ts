// Sign-in routes (spec 7, Account row): sign-up, verification, login and restore, logout, the password reset pair.
// Every one but logout is called without a session.
import 'server-only';
import {
  emailOnlyInput,
  loginInput,
  loginResultSchema,
  logoutResultSchema,
  resetPasswordInput,
  resetPasswordResultSchema,
  sentResultSchema,
  signUpInput,
  signUpResultSchema,
  verifyEmailInput,
  verifyEmailResultSchema,
} from '@/lib/validation/account';
import { signUp } from '@/server/accounts/sign-up';
import { resendOtp, verifyEmail } from '@/server/accounts/verify-email';
import { forgotPassword, login, logout, resetPassword, restoreAccount } from '@/server/accounts/login';
import { apiRoutes } from '../api-routes';
import { dataOf, errorResponses, jsonBody as json } from '../openapi';
import { visitor } from '../request-input';

const routes = apiRoutes({ tag: 'Account' });
export const signInRoutes = routes.app;

// POST /ferriers/create — company sign-up; the same answer whether the address is new or taken (its owner is mailed)
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/create',
    summary: 'Sign up a company (unverified; a 6-digit code is emailed)',
    description:
      'Answers 202 alike for a new address and for one that already has an account, so the answer never tells ' +
      'whether an address is registered. A new address gets the account (unverified) and a verification code. ' +
      'The owner of an existing account is mailed instead: how to log in or reset the password, or, for a ' +
      'cancelled account, until when its data is kept and how to restore it (ferriers/restore). An unverified ' +
      'sign-up for the address is replaced by the new one (its old code stops working). Weak or common ' +
      'passwords are refused with 422 on `password`.',
    request: { body: json(signUpInput) },
    responses: {
      202: dataOf(signUpResultSchema, 'Accepted: an email with the next step is on its way to the address'),
    },
  },
  async (c) => c.json({ data: await signUp(visitor(c), { input: c.req.valid('json') }) }, 202),
);

// POST /ferriers/verifyemail — the emailed code (10 minutes, 5 tries per code); starts the 7-day trial
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/verifyemail',
    summary: 'Verify the email with the 6-digit code; starts the 7-day trial and signs in',
    description:
      'A wrong or expired code, an unknown address and an already verified one all answer 400 INVALID_OTP. ' +
      'At most 5 codes are checked per address between two issued codes (counted before checking, also for ' +
      'parallel requests); after that 429 TOO_MANY_ATTEMPTS until a new code is sent.',
    request: { body: json(verifyEmailInput) },
    responses: {
      200: dataOf(
        verifyEmailResultSchema,
        'Verified and signed in: a bearer token and the user, as login answers',
      ),
    },
  },
  async (c) => c.json({ data: await verifyEmail(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/resend-otp — a new code for an unverified account (rate limited)
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/resend-otp',
    summary: 'Send a new verification code (same answer whether the account exists or not)',
    request: { body: json(emailOnlyInput) },
    responses: { 200: dataOf(sentResultSchema, 'Sent if the account exists') },
  },
  async (c) => c.json({ data: await resendOtp(visitor(c), { input: c.req.valid('json') }) }, 200),
);

const loginRefusals = {
  401: errorResponses[422],
  403: {
    ...errorResponses[422],
    description:
      'EMAIL_NOT_VERIFIED (a new code is mailed), or ACCOUNT_CANCELLED with `details.cancelledAt` and ' +
      '`details.purgeAfter` (the last day the data is kept): ferriers/restore brings the account back until then; ' +
      'STAFF_INACTIVE: a staff member the owner has deactivated',
  },
};

// POST /ferriers/login — bearer token for 24 hours, renewed on use
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/login',
    summary: 'Log in; returns a bearer token and the user',
    request: { body: json(loginInput) },
    responses: { 200: dataOf(loginResultSchema, 'Logged in'), ...loginRefusals },
  },
  async (c) => c.json({ data: await login(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/restore — a cancelled account's owner brings it back before the purge, and is logged in
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/restore',
    summary: 'Restore a cancelled account before its data is deleted; logs in like ferriers/login',
    description:
      'With the owner’s email and password (rate limited like login). The account is active again with all its ' +
      'data, and the answer is that of a login. An account that is not cancelled is simply logged in.',
    request: { body: json(loginInput) },
    responses: { 200: dataOf(loginResultSchema, 'Restored and logged in'), ...loginRefusals },
  },
  async (c) => c.json({ data: await restoreAccount(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/logout — the token stops working
routes.openapi(
  {
    access: { role: 'staff', whileReadOnly: true },
    method: 'post',
    path: '/ferriers/logout',
    summary: 'Log out; the token no longer works',
    responses: { 200: dataOf(logoutResultSchema, 'Logged out') },
  },
  async (c) => c.json({ data: await logout(c.var.auth) }, 200),
);

// POST /ferriers/forgot-password — emails a link to /reset-password/{token}; same answer for unknown emails
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/forgot-password',
    summary: 'Email a password reset link (valid 1 hour)',
    request: { body: json(emailOnlyInput) },
    responses: { 200: dataOf(sentResultSchema, 'Sent if the account exists') },
  },
  async (c) => c.json({ data: await forgotPassword(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/reset-password — single use; ends every session
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/ferriers/reset-password',
    summary: 'Set a new password with the emailed token (single use; ends all sessions)',
    request: { body: json(resetPasswordInput) },
    responses: { 200: dataOf(resetPasswordResultSchema, 'Password changed') },
  },
  async (c) => c.json({ data: await resetPassword(visitor(c), { input: c.req.valid('json') }) }, 200),
);
