// The account calls of the auth screens and the app shell (spec 7, "Account"); the answers' types come from the
// response schemas the API documents (lib/validation/account.ts).
import type { z } from 'zod';
import type {
  EmailOnlyInput,
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
