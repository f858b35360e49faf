// The account calls of the auth screens and the app shell (spec 7, "Account").
import type { EmailOnlyInput, LoginInput, SignUpInput, VerifyEmailInput } from '@/lib/validation/account';
import { apiFetch } from './api-client';
import type { StoredUser } from './session';

/** The same for a new address and a taken one: what comes next is in the email. */
export interface SignUpResult {
  email: string;
  sent: true;
}

export interface VerifyEmailResult {
  verified: true;
  trialEndsAt: string;
}

export interface LoginResult {
  token: string;
  user: StoredUser;
}

export const createFerrier = (body: SignUpInput) =>
  apiFetch<SignUpResult>('ferriers/create', { method: 'POST', body });

export const verifyEmail = (body: VerifyEmailInput) =>
  apiFetch<VerifyEmailResult>('ferriers/verifyemail', { method: 'POST', body });

export const resendOtp = (body: EmailOnlyInput) =>
  apiFetch<{ sent: boolean }>('ferriers/resend-otp', { method: 'POST', body });

export const login = (body: LoginInput) => apiFetch<LoginResult>('ferriers/login', { method: 'POST', body });

/** Brings a cancelled account back before its purge and logs in (answers as login does). */
export const restoreAccount = (body: LoginInput) =>
  apiFetch<LoginResult>('ferriers/restore', { method: 'POST', body });

export const forgotPassword = (body: EmailOnlyInput) =>
  apiFetch<{ sent: true }>('ferriers/forgot-password', { method: 'POST', body });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  apiFetch<{ reset: boolean }>('ferriers/reset-password', { method: 'POST', body });

export const logout = () => apiFetch<unknown>('ferriers/logout', { method: 'POST', sessionHandling: false });

/** The account profile of spec 3 (ferriers/details/{id}). */
export interface FerrierProfile {
  id: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  organizationNumber: string;
  status: 'unverified' | 'active' | 'cancelled';
  trialEndsAt: string | null;
}

export const getProfile = (ferrierId: string) => apiFetch<FerrierProfile>(`ferriers/details/${ferrierId}`);
