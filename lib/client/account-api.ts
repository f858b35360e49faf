// The account calls of the auth screens and the app shell (spec 7, "Account"); the answers' types come from the
// response schemas the API documents (lib/validation/account.ts).
import type { z } from 'zod';
import type {
  ChangePasswordInput,
  EmailChangeConfirmInput,
  EmailChangeInput,
  EmailOnlyInput,
  cancelResultSchema,
  changePasswordResultSchema,
  emailChangeRequestedSchema,
  emailChangedSchema,
  LoginInput,
  ResetPasswordInput,
  SignUpInput,
  VerifyEmailInput,
  ferrierProfileSchema,
  loginResultSchema,
  logoutResultSchema,
  resetPasswordResultSchema,
  sentResultSchema,
  signUpResultSchema,
  verifyEmailResultSchema,
} from '@/lib/validation/account';
import { api, apiKeepingSession, formData, read } from './api-client';
import type { paths } from './api-types';

/** The same for a new address and a taken one: what comes next is in the email. */
export type SignUpResult = z.output<typeof signUpResultSchema>;
export type VerifyEmailResult = z.output<typeof verifyEmailResultSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
type SentResult = z.output<typeof sentResultSchema>;

export const createFerrier = (body: SignUpInput): Promise<SignUpResult> =>
  read(api.POST('/ferriers/create', { body }));

export const verifyEmail = (body: VerifyEmailInput): Promise<VerifyEmailResult> =>
  read(api.POST('/ferriers/verifyemail', { body }));

export const resendOtp = (body: EmailOnlyInput): Promise<SentResult> =>
  read(api.POST('/ferriers/resend-otp', { body }));

export const login = (body: LoginInput): Promise<LoginResult> => read(api.POST('/ferriers/login', { body }));

/** Brings a cancelled account back before its purge and logs in (answers as login does). */
export const restoreAccount = (body: LoginInput): Promise<LoginResult> =>
  read(api.POST('/ferriers/restore', { body }));

export const forgotPassword = (body: EmailOnlyInput): Promise<SentResult> =>
  read(api.POST('/ferriers/forgot-password', { body }));

export const resetPassword = (
  body: ResetPasswordInput,
): Promise<z.output<typeof resetPasswordResultSchema>> =>
  read(api.POST('/ferriers/reset-password', { body }));

/** An already invalid token is no reason for a "session expired" message here. */
export const logout = (): Promise<z.output<typeof logoutResultSchema>> =>
  read(apiKeepingSession.POST('/ferriers/logout'));

/** The account profile of spec 3 (ferriers/details/{id}). */
export type FerrierProfile = z.output<typeof ferrierProfileSchema>;

export const getProfile = (ferrierId: string): Promise<FerrierProfile> =>
  read(api.GET('/ferriers/details/{id}', { params: { path: { id: ferrierId } } }));

/**
 * ferriers/update/{id}: the fields as JSON; with an image, multipart (`data` as JSON next to the file). `logo: null`
 * or `profilePicture: null` in the fields removes that image.
 */
/** The profile fields as ferriers/update/{id} documents its JSON body (each optional; null empties a field). */
export type ProfileFields = NonNullable<
  paths['/ferriers/update/{id}']['put']['requestBody']
>['content']['application/json'];

export const updateProfile = (
  ferrierId: string,
  fields: ProfileFields,
  images: { logo?: Blob; profilePicture?: Blob } = {},
): Promise<FerrierProfile> => {
  const params = { path: { id: ferrierId } };
  const { logo, profilePicture } = images;
  // openapi-fetch's body type (Writable<>) leaves out a property whose only value is null, as it does a read-only
  // one, so the documented `logo: null` / `profilePicture: null` (remove the image) cannot be written through it;
  // `fields` is checked against the document's own body type (ProfileFields) above.
  const json = fields as Omit<ProfileFields, 'logo' | 'profilePicture'>;
  if (!logo && !profilePicture) return read(api.PUT('/ferriers/update/{id}', { params, body: json }));
  const file = (name: string, blob: Blob | undefined) =>
    blob && new File([blob], `${name}.webp`, { type: blob.type });
  return read(
    api.PUT('/ferriers/update/{id}', {
      params,
      body: {
        data: JSON.stringify(fields),
        logo: file('logo', logo),
        profilePicture: file('profilePicture', profilePicture),
      },
      bodySerializer: formData,
    }),
  );
};

/** Every session ends with the change; the answer's token is the new one to keep. */
export const changePassword = (
  ferrierId: string,
  body: ChangePasswordInput,
): Promise<z.output<typeof changePasswordResultSchema>> =>
  read(api.PUT('/ferriers/change-password/{id}', { params: { path: { id: ferrierId } }, body }));

export const requestEmailChange = (
  ferrierId: string,
  body: EmailChangeInput,
): Promise<z.output<typeof emailChangeRequestedSchema>> =>
  read(api.POST('/ferriers/change-email/{id}', { params: { path: { id: ferrierId } }, body }));

export const confirmEmailChange = (
  ferrierId: string,
  body: EmailChangeConfirmInput,
): Promise<z.output<typeof emailChangedSchema>> =>
  read(api.POST('/ferriers/confirm-email-change/{id}', { params: { path: { id: ferrierId } }, body }));

export const cancelAccount = (ferrierId: string): Promise<z.output<typeof cancelResultSchema>> =>
  read(api.DELETE('/ferriers/delete/{id}', { params: { path: { id: ferrierId } } }));

/** The whole account's data (the owner's), to save as one JSON file. */
export const exportAccount = () => read(api.GET('/ferriers/export', {}));
