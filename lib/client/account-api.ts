// The account calls of the auth screens and the app shell (spec 7, "Account"); the answers' types come from the
// response schemas the API documents (lib/validation/account.ts).
import type { z } from 'zod';
import type {
  ChangePasswordInput,
  EmailChangeConfirmInput,
  EmailChangeInput,
  EmailOnlyInput,
  ProfileInput,
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
import { apiFetch } from './api-client';

/** The same for a new address and a taken one: what comes next is in the email. */
export type SignUpResult = z.output<typeof signUpResultSchema>;
export type VerifyEmailResult = z.output<typeof verifyEmailResultSchema>;
export type LoginResult = z.output<typeof loginResultSchema>;
type SentResult = z.output<typeof sentResultSchema>;

export const createFerrier = (body: SignUpInput) =>
  apiFetch<SignUpResult>('ferriers/create', { method: 'POST', body });

export const verifyEmail = (body: VerifyEmailInput) =>
  apiFetch<VerifyEmailResult>('ferriers/verifyemail', { method: 'POST', body });

export const resendOtp = (body: EmailOnlyInput) =>
  apiFetch<SentResult>('ferriers/resend-otp', { method: 'POST', body });

export const login = (body: LoginInput) => apiFetch<LoginResult>('ferriers/login', { method: 'POST', body });

/** Brings a cancelled account back before its purge and logs in (answers as login does). */
export const restoreAccount = (body: LoginInput) =>
  apiFetch<LoginResult>('ferriers/restore', { method: 'POST', body });

export const forgotPassword = (body: EmailOnlyInput) =>
  apiFetch<SentResult>('ferriers/forgot-password', { method: 'POST', body });

export const resetPassword = (body: ResetPasswordInput) =>
  apiFetch<z.output<typeof resetPasswordResultSchema>>('ferriers/reset-password', { method: 'POST', body });

export const logout = () =>
  apiFetch<z.output<typeof logoutResultSchema>>('ferriers/logout', {
    method: 'POST',
    sessionHandling: false,
  });

/** The account profile of spec 3 (ferriers/details/{id}). */
export type FerrierProfile = z.output<typeof ferrierProfileSchema>;

export const getProfile = (ferrierId: string) => apiFetch<FerrierProfile>(`ferriers/details/${ferrierId}`);

/**
 * ferriers/update/{id}: the fields as JSON; with an image, multipart (`data` as JSON next to the file). `logo: null`
 * or `profilePicture: null` in the fields removes that image.
 */
export const updateProfile = (
  ferrierId: string,
  fields: ProfileInput,
  images: { logo?: Blob; profilePicture?: Blob } = {},
) => {
  const files = Object.entries(images).filter((entry): entry is [string, Blob] => Boolean(entry[1]));
  if (!files.length)
    return apiFetch<FerrierProfile>(`ferriers/update/${ferrierId}`, { method: 'PUT', body: fields });
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  for (const [name, blob] of files) form.set(name, blob, `${name}.webp`);
  return apiFetch<FerrierProfile>(`ferriers/update/${ferrierId}`, { method: 'PUT', body: form });
};

/** Every session ends with the change; the answer's token is the new one to keep. */
export const changePassword = (ferrierId: string, body: ChangePasswordInput) =>
  apiFetch<z.output<typeof changePasswordResultSchema>>(`ferriers/change-password/${ferrierId}`, {
    method: 'PUT',
    body,
  });

export const requestEmailChange = (ferrierId: string, body: EmailChangeInput) =>
  apiFetch<z.output<typeof emailChangeRequestedSchema>>(`ferriers/change-email/${ferrierId}`, {
    method: 'POST',
    body,
  });

export const confirmEmailChange = (ferrierId: string, body: EmailChangeConfirmInput) =>
  apiFetch<z.output<typeof emailChangedSchema>>(`ferriers/confirm-email-change/${ferrierId}`, {
    method: 'POST',
    body,
  });

export const cancelAccount = (ferrierId: string) =>
  apiFetch<z.output<typeof cancelResultSchema>>(`ferriers/delete/${ferrierId}`, { method: 'DELETE' });
