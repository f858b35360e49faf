// Account schemas: sign-up, verification, login, password reset and profile — used by the auth screens and the API.
import { z } from 'zod';
import {
  LIMITS,
  email,
  optional,
  optionalText,
  organizationName,
  organizationNumber,
  otpCode,
  password,
  personName,
  postalCode,
  requiredString,
  requiredText,
  swedishPhone,
} from './fields';

export const signUpInput = z.object({
  firstName: personName(),
  lastName: personName(),
  email: email(),
  password: password(),
  organizationName: organizationName(),
  organizationNumber: organizationNumber(),
  phone: swedishPhone(),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const verifyEmailInput = z.object({ email: email(), otp: otpCode() });
export type VerifyEmailInput = z.input<typeof verifyEmailInput>;

export const emailOnlyInput = z.object({ email: email() });
export type EmailOnlyInput = z.input<typeof emailOnlyInput>;

export const loginInput = z.object({
  email: email(),
  // Login only checks presence: the password rule may have changed since the account was made.
  password: requiredString().min(1, 'validation.required').max(LIMITS.passwordMax),
});
export type LoginInput = z.input<typeof loginInput>;

export const resetPasswordInput = z.object({
  token: requiredString().min(1, 'validation.required').max(200),
  newPassword: password(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** The reset screen also asks for the password twice; the API only takes it once. */
export const resetPasswordForm = resetPasswordInput
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });

export const changePasswordInput = z
  .object({
    oldPassword: requiredString().min(1, 'validation.required').max(LIMITS.passwordMax),
    newPassword: password(),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'validation.passwordSameAsOld',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Profile fields of spec 3 and 5; every field optional on update, validated when given. */
export const profileInput = z.object({
  firstName: personName().optional(),
  lastName: personName().optional(),
  title: optionalText(LIMITS.titleMax),
  email: email().optional(),
  phone: optional(swedishPhone()),
  organizationName: organizationName().optional(),
  organizationNumber: organizationNumber().optional(),
  address: optionalText(200),
  postNumber: optional(postalCode()),
  postPlace: optional(requiredText(100)),
  language: z.enum(['en', 'sv'], { error: 'validation.language' }).optional(),
});
export type ProfileInput = z.input<typeof profileInput>;
