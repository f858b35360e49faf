// Account routes (spec 7, Account row): sign-up, verification, login/logout, password reset, profile, cancellation.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  changePasswordInput,
  emailOnlyInput,
  loginInput,
  profileInput,
  resetPasswordInput,
  signUpInput,
  verifyEmailInput,
} from '@/lib/validation/account';
import { signUp } from '@/server/accounts/sign-up';
import { resendOtp, verifyEmail } from '@/server/accounts/verify-email';
import { forgotPassword, login, logout, resetPassword } from '@/server/accounts/login';
import { changePassword, getProfile, updateProfile } from '@/server/accounts/profile';
import { cancelAccount } from '@/server/accounts/cancel-account';
import { requireAuth } from '../middleware/auth';
import {
  authErrorResponses,
  bearerSecurity,
  dataOf,
  errorResponses,
  idParam,
  jsonBody as json,
} from '../openapi';
import { fromMultipart, isMultipart } from '../multipart';
import { strictInput } from '../strict-input';
import type { AppEnv } from '../types';

const userSchema = z
  .object({
    id: z.uuid(),
    ferrierId: z.uuid(),
    role: z.enum(['owner', 'staff']),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    language: z.string(),
  })
  .openapi('User');

const profileSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    organizationName: z.string(),
    organizationNumber: z.string(),
    address: z.string().nullable(),
    postNumber: z.string().nullable(),
    postPlace: z.string().nullable(),
    logoUrl: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
    language: z.string(),
    status: z.enum(['unverified', 'active', 'cancelled']),
    trialEndsAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('FerrierProfile');

const profileMultipart = z.object({
  data: z.string().optional().openapi({ description: 'The profile fields as a JSON string' }),
  logo: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'Image ≤ 10 MB' }),
  profilePicture: z
    .any()
    .optional()
    .openapi({ type: 'string', format: 'binary', description: 'Image ≤ 10 MB' }),
});

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
      202: dataOf(
        z.object({ email: z.string(), sent: z.literal(true) }),
        'Accepted: an email with the next step is on its way to the address',
      ),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await signUp(c.req.valid('json'), c.var.locale) }, 202),
);

// POST /ferriers/verifyemail — the emailed code (10 minutes, 5 tries per code); starts the 7-day trial
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/verifyemail',
    tags: tag,
    summary: 'Verify the email with the 6-digit code; starts the 7-day trial',
    description:
      'A wrong or expired code, an unknown address and an already verified one all answer 400 INVALID_OTP. ' +
      'At most 5 codes are checked per address between two issued codes (counted before checking, also for ' +
      'parallel requests); after that 429 TOO_MANY_ATTEMPTS until a new code is sent.',
    request: { body: json(verifyEmailInput) },
    responses: {
      200: dataOf(z.object({ verified: z.literal(true), trialEndsAt: z.string() }), 'Verified'),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await verifyEmail(c.req.valid('json')) }, 200),
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
      200: dataOf(z.object({ sent: z.literal(true) }), 'Sent if the account exists'),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await resendOtp(c.req.valid('json')) }, 200),
);

const loginResult = z.object({ token: z.string(), user: userSchema });
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
    responses: { 200: dataOf(loginResult, 'Logged in'), ...loginRefusals, ...errorResponses },
  }),
  async (c) => c.json({ data: await login(c.req.valid('json')) }, 200),
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
      200: dataOf(loginResult, 'Restored and logged in'),
      ...loginRefusals,
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await login(c.req.valid('json'), { restore: true }) }, 200),
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
    responses: { 200: dataOf(z.object({ loggedOut: z.literal(true) }), 'Logged out'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await logout(c.var.auth.token) }, 200),
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
      200: dataOf(z.object({ sent: z.literal(true) }), 'Sent if the account exists'),
      ...errorResponses,
    },
  }),
  async (c) => c.json({ data: await forgotPassword(c.req.valid('json')) }, 200),
);

// POST /ferriers/reset-password — single use; ends every session
ferrierRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/ferriers/reset-password',
    tags: tag,
    summary: 'Set a new password with the emailed token (single use; ends all sessions)',
    request: { body: json(resetPasswordInput) },
    responses: { 200: dataOf(z.object({ reset: z.literal(true) }), 'Password changed'), ...errorResponses },
  }),
  async (c) => c.json({ data: await resetPassword(c.req.valid('json')) }, 200),
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
    responses: { 200: dataOf(profileSchema, 'Profile'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await getProfile(c.var.auth, c.req.valid('param').id) }, 200),
);

// PUT /ferriers/update/{id} — profile fields as JSON, or multipart with `data` (JSON) plus logo/profilePicture
ferrierRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/ferriers/update/{id}',
    tags: tag,
    summary: 'Update the profile; multipart form to upload a logo or profile picture (≤ 10 MB, re-encoded)',
    security: bearerSecurity,
    middleware: [requireAuth] as const,
    request: {
      params: idParam,
      // Not `required`: a body-less update changes nothing (and the library would run both validators).
      body: {
        content: {
          'application/json': { schema: strictInput(profileInput) },
          'multipart/form-data': { schema: strictInput(profileMultipart) },
        },
      },
    },
    responses: { 200: dataOf(profileSchema, 'Updated profile'), ...authErrorResponses },
  }),
  async (c) => {
    const { id } = c.req.valid('param');
    // Without a body (or with {}) nothing changes and the profile comes back as it is.
    const { input, files } = isMultipart(c.req.header('content-type'))
      ? fromMultipart(c.req.valid('form') as Record<string, unknown>, profileInput, [
          'logo',
          'profilePicture',
        ])
      : { input: c.req.valid('json') as z.output<typeof profileInput>, files: {} };
    return c.json({ data: await updateProfile(c.var.auth, id, input, files) }, 200);
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
      200: dataOf(z.object({ changed: z.literal(true), token: z.string() }), 'Changed; use the new token'),
      ...authErrorResponses,
    },
  }),
  async (c) =>
    c.json({ data: await changePassword(c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
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
      200: dataOf(z.object({ cancelled: z.literal(true), purgeAfter: z.string() }), 'Cancelled'),
      ...authErrorResponses,
    },
  }),
  async (c) => c.json({ data: await cancelAccount(c.var.auth, c.req.valid('param').id) }, 200),
);
