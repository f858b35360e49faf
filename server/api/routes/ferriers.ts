// Account routes (spec 7, Account row): sign-up, verification, login/logout, password reset, profile, cancellation.
import 'server-only';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import {
  cancelResultSchema,
  changePasswordInput,
  changePasswordResultSchema,
  emailChangeConfirmInput,
  emailChangeInput,
  emailChangeRequestedSchema,
  emailChangedSchema,
  emailOnlyInput,
  ferrierProfileSchema,
  loginInput,
  loginResultSchema,
  logoutResultSchema,
  profileInput,
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
import { changePassword, getProfile, updateProfile } from '@/server/accounts/profile';
import { cancelAccount } from '@/server/accounts/cancel-account';
import { confirmEmailChange, requestEmailChange } from '@/server/accounts/change-email';
import { inTenant } from '@/server/db/tenant';
import { UPLOAD_LIMIT_BYTES, acceptsUpload } from '../middleware/body-guard';
import { requireAuth } from '../middleware/auth';
import {
  authErrorResponses,
  bearerSecurity,
  conflictResponse,
  dataOf,
  errorResponses,
  idParam,
  jsonBody as json,
} from '../openapi';
import { readUpload, uploadBody, visitor } from '../request-input';
import type { AppEnv } from '../types';

/** The profile's images (ferriers/update). */
const PROFILE_FILES = ['logo', 'profilePicture'] as const;

export const ferrierRoutes = new OpenAPIHono<AppEnv>();
const tag = ['Account'];

// POST /ferriers/create — company sign-up; the same answer whether the address is new or taken (its owner is mailed)
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/create',
    tags: tag,
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
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await signUp(visitor(c), { input: c.req.valid('json') }) }, 202),
);

// POST /ferriers/verifyemail — the emailed code (10 minutes, 5 tries per code); starts the 7-day trial
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/verifyemail',
    tags: tag,
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
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await verifyEmail(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/resend-otp — a new code for an unverified account (rate limited)
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/resend-otp',
    tags: tag,
    summary: 'Send a new verification code (same answer whether the account exists or not)',
    request: { body: json(emailOnlyInput) },
    responses: {
      200: dataOf(sentResultSchema, 'Sent if the account exists'),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await resendOtp(visitor(c), { input: c.req.valid('json') }) }, 200),
);

const loginRefusals = {
  401: errorResponses[422],
  403: {
    ...errorResponses[422],
    description:
      'EMAIL_NOT_VERIFIED (a new code is mailed), or ACCOUNT_CANCELLED with `details.cancelledAt` and ' +
      '`details.purgeAfter` (the last day the data is kept): ferriers/restore brings the account back until then',
  },
};

// POST /ferriers/login — bearer token for 24 hours, renewed on use
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/login',
    tags: tag,
    summary: 'Log in; returns a bearer token and the user',
    request: { body: json(loginInput) },
    responses: { 200: dataOf(loginResultSchema, 'Logged in'), ...loginRefusals, ...errorResponses },
  }),
  async (c) => c.json({ data: await login(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/restore — a cancelled account's owner brings it back before the purge, and is logged in
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/restore',
    tags: tag,
    summary: 'Restore a cancelled account before its data is deleted; logs in like ferriers/login',
    description:
      'With the owner’s email and password (rate limited like login). The account is active again with all its ' +
      'data, and the answer is that of a login. An account that is not cancelled is simply logged in.',
    request: { body: json(loginInput) },
    responses: {
      200: dataOf(loginResultSchema, 'Restored and logged in'),
      ...loginRefusals,
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await restoreAccount(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/logout — the token stops working
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/logout',
    tags: tag,
    summary: 'Log out; the token no longer works',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    responses: { 200: dataOf(logoutResultSchema, 'Logged out'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await logout(c.var.auth) }, 200),
);

// POST /ferriers/forgot-password — emails a link to /reset-password/{token}; same answer for unknown emails
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/forgot-password',
    tags: tag,
    summary: 'Email a password reset link (valid 1 hour)',
    request: { body: json(emailOnlyInput) },
    responses: {
      200: dataOf(sentResultSchema, 'Sent if the account exists'),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await forgotPassword(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// POST /ferriers/reset-password — single use; ends every session
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/reset-password',
    tags: tag,
    summary: 'Set a new password with the emailed token (single use; ends all sessions)',
    request: { body: json(resetPasswordInput) },
    responses: { 200: dataOf(resetPasswordResultSchema, 'Password changed'), ...errorResponses },
  }),
  async (c) => c.json({ data: await resetPassword(visitor(c), { input: c.req.valid('json') }) }, 200),
);

// GET /ferriers/details/{id} — the caller's own company profile
ferrierRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/ferriers/details/{id}',
    tags: tag,
    summary: 'The account profile ({id} is the ferrierId of the caller)',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: { params: idParam },
    responses: { 200: dataOf(ferrierProfileSchema, 'Profile'), ...authErrorResponses },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => getProfile(ctx, { id })) }, 200);
  },
);

// PUT /ferriers/update/{id} — profile fields as JSON, or multipart with `data` (JSON) plus logo/profilePicture
ferrierRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/ferriers/update/{id}',
    tags: tag,
    summary: 'Update the profile; multipart form to upload a logo or profile picture (≤ 10 MB, re-encoded)',
    security: bearerSecurity,
    // The upload limit first, so an oversized body is refused unread.
    middleware: [acceptsUpload(UPLOAD_LIMIT_BYTES), requireAuth] as const,
    request: {
      params: idParam,
      // Without a body (or with {}) nothing changes and the profile comes back as it is.
      body: uploadBody(profileInput, PROFILE_FILES, { data: 'The profile fields as a JSON string' }),
    },
    responses: { 200: dataOf(ferrierProfileSchema, 'Updated profile'), ...authErrorResponses },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    const { input, files } = readUpload(c, profileInput, PROFILE_FILES);
    return c.json(
      { data: await inTenant(c.var.auth, (ctx) => updateProfile(ctx, { id, input, files })) },
      200,
    );
  },
);

// PUT /ferriers/change-password/{id} — old password required; the new one must differ and follow the rule
ferrierRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/ferriers/change-password/{id}',
    tags: tag,
    summary: "Change the caller's password; all sessions end and a new token is returned",
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: { params: idParam, body: json(changePasswordInput) },
    responses: {
      200: dataOf(changePasswordResultSchema, 'Changed; use the new token'),
      ...authErrorResponses,
    },
  }),
  async (c) =>
    c.json(
      { data: await changePassword(c.var.auth, { id: c.req.valid('param').id, input: c.req.valid('json') }) },
      200,
    ),
);

/** The new sign-in email is another user's (CONFLICT, on `newEmail`). */
const emailTakenResponse = conflictResponse('CONFLICT: another user signs in with the address (`newEmail`)');

// POST /ferriers/change-email/{id} — mails a code to a new sign-in email; an address in use is refused
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/change-email/{id}',
    tags: tag,
    summary: "Start changing the caller's sign-in email: a 6-digit code is mailed to the new address",
    description:
      'The code is valid 10 minutes, for 5 tries; a new request replaces it. An address another user signs in ' +
      'with (or has signed up with) is refused with 409 CONFLICT on `newEmail`; the current address with 422. ' +
      'Rate limited per new address and per client address.',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: { params: idParam, body: json(emailChangeInput) },
    responses: {
      200: dataOf(emailChangeRequestedSchema, 'The code is on its way to the new address'),
      ...emailTakenResponse,
      ...authErrorResponses,
    },
  }),
  async (c) =>
    c.json(
      {
        data: await requestEmailChange(c.var.auth, {
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      },
      200,
    ),
);

// POST /ferriers/confirm-email-change/{id} — the mailed code switches the sign-in email; the old address is told
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/confirm-email-change/{id}',
    tags: tag,
    summary:
      'Confirm the new sign-in email with the mailed code; from now on it signs in, the old one does not',
    description:
      'A wrong or expired code answers 400 INVALID_OTP; after 5 wrong codes 429 TOO_MANY_ATTEMPTS until a new ' +
      'code is asked for. The session stays signed in. The old address gets an email telling of the change.',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: { params: idParam, body: json(emailChangeConfirmInput) },
    responses: {
      200: dataOf(emailChangedSchema, 'Changed; the user with the new email'),
      ...emailTakenResponse,
      ...authErrorResponses,
    },
  }),
  async (c) =>
    c.json(
      {
        data: await confirmEmailChange(c.var.auth, {
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      },
      200,
    ),
);

// DELETE /ferriers/delete/{id} — cancels the account: login refused, data kept 30 days, then purged
ferrierRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/ferriers/delete/{id}',
    tags: tag,
    summary: 'Cancel the account; data is kept 30 days, then deleted',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: { params: idParam },
    responses: {
      200: dataOf(cancelResultSchema, 'Cancelled'),
      ...authErrorResponses,
    },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => cancelAccount(ctx, { id })) }, 200);
  },
);
