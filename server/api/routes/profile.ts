// Profile routes (spec 7, Account row): the company's profile, the caller's password and sign-in email, cancelling
// the account. Staff read the profile and keep their own password and email; the company's details and cancelling
// are the owner's (README "Who may call what").
import 'server-only';
import {
  accountExportSchema,
  cancelResultSchema,
  changePasswordInput,
  changePasswordResultSchema,
  emailChangeConfirmInput,
  emailChangeInput,
  emailChangeRequestedSchema,
  emailChangedSchema,
  ferrierProfileSchema,
  profileInput,
} from '@/lib/validation/account';
import { changePassword, getProfile, updateProfile } from '@/server/accounts/profile';
import { cancelAccount } from '@/server/accounts/cancel-account';
import { confirmEmailChange, requestEmailChange } from '@/server/accounts/change-email';
import { exportAccount } from '@/server/accounts/export-account';
import { inTenant } from '@/server/db/tenant';
import { apiRoutes } from '../api-routes';
import { UPLOAD_LIMIT_BYTES, acceptsUpload } from '../middleware/body-guard';
import { conflictResponse, dataOf, idParam, jsonBody as json } from '../openapi';
import { readUpload, uploadBody } from '../request-input';

/** The profile's images (ferriers/update). */
const PROFILE_FILES = ['logo', 'profilePicture'] as const;

const routes = apiRoutes({ tag: 'Account' });
export const profileRoutes = routes.app;

// GET /ferriers/export — the whole account's data in one JSON file (the owner's; open while read-only: it reads)
routes.openapi(
  {
    access: { role: 'owner' },
    method: 'get',
    path: '/ferriers/export',
    summary:
      'The whole account’s data as one JSON file: the company, its people (name, email, role), and every register ' +
      'and record, row by row as stored; sign-in secrets, tokens and derived sums left out. Sent as an attachment.',
    responses: { 200: dataOf(accountExportSchema, 'The account’s data') },
  },
  async (c) => {
    const data = await inTenant(c.var.auth, (ctx) => exportAccount(ctx));
    c.header('Content-Disposition', `attachment; filename="hovbook-${data.exportedAt.slice(0, 10)}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json({ data }, 200);
  },
);

// GET /ferriers/details/{id} — the caller's own company profile
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'get',
    path: '/ferriers/details/{id}',
    summary: 'The account profile ({id} is the ferrierId of the caller)',
    request: { params: idParam },
    responses: { 200: dataOf(ferrierProfileSchema, 'Profile') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => getProfile(ctx, { id })) }, 200);
  },
);

// PUT /ferriers/update/{id} — profile fields as JSON, or multipart with `data` (JSON) plus logo/profilePicture
routes.openapi(
  {
    access: { role: 'owner' },
    method: 'put',
    path: '/ferriers/update/{id}',
    summary: 'Update the profile; multipart form to upload a logo or profile picture (≤ 10 MB, re-encoded)',
    // The upload limit first, so an oversized body is refused unread.
    before: [acceptsUpload(UPLOAD_LIMIT_BYTES)],
    request: {
      params: idParam,
      // Without a body (or with {}) nothing changes and the profile comes back as it is.
      body: uploadBody(profileInput, PROFILE_FILES, { data: 'The profile fields as a JSON string' }),
    },
    responses: { 200: dataOf(ferrierProfileSchema, 'Updated profile') },
  },
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
routes.openapi(
  {
    access: { role: 'staff', whileReadOnly: true },
    method: 'put',
    path: '/ferriers/change-password/{id}',
    summary: "Change the caller's password; all sessions end and a new token is returned",
    request: { params: idParam, body: json(changePasswordInput) },
    responses: { 200: dataOf(changePasswordResultSchema, 'Changed; use the new token') },
  },
  async (c) =>
    c.json(
      { data: await changePassword(c.var.auth, { id: c.req.valid('param').id, input: c.req.valid('json') }) },
      200,
    ),
);

/** The new sign-in email is another user's (CONFLICT, on `newEmail`). */
const emailTakenResponse = conflictResponse('CONFLICT: another user signs in with the address (`newEmail`)');

// POST /ferriers/change-email/{id} — mails a code to a new sign-in email; an address in use is refused
routes.openapi(
  {
    access: { role: 'staff', whileReadOnly: true },
    method: 'post',
    path: '/ferriers/change-email/{id}',
    summary: "Start changing the caller's sign-in email: a 6-digit code is mailed to the new address",
    description:
      'The code is valid 10 minutes, for 5 tries; a new request replaces it. An address another user signs in ' +
      'with (or has signed up with) is refused with 409 CONFLICT on `newEmail`; the current address with 422. ' +
      'Rate limited per new address and per client address.',
    request: { params: idParam, body: json(emailChangeInput) },
    responses: {
      200: dataOf(emailChangeRequestedSchema, 'The code is on its way to the new address'),
      ...emailTakenResponse,
    },
  },
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
routes.openapi(
  {
    access: { role: 'staff', whileReadOnly: true },
    method: 'post',
    path: '/ferriers/confirm-email-change/{id}',
    summary:
      'Confirm the new sign-in email with the mailed code; from now on it signs in, the old one does not',
    description:
      'A wrong or expired code answers 400 INVALID_OTP; after 5 wrong codes 429 TOO_MANY_ATTEMPTS until a new ' +
      'code is asked for. The session stays signed in. The old address gets an email telling of the change.',
    request: { params: idParam, body: json(emailChangeConfirmInput) },
    responses: {
      200: dataOf(emailChangedSchema, 'Changed; the user with the new email'),
      ...emailTakenResponse,
    },
  },
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
routes.openapi(
  {
    access: { role: 'owner', whileReadOnly: true },
    method: 'delete',
    path: '/ferriers/delete/{id}',
    summary: 'Cancel the account; data is kept 30 days, then deleted',
    request: { params: idParam },
    responses: { 200: dataOf(cancelResultSchema, 'Cancelled') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => cancelAccount(ctx, { id })) }, 200);
  },
);
