// Account schemas: sign-up, verification, login, password reset and profile — used by the auth screens and the API.
import { z } from 'zod';
import { STAFF_PERMISSIONS } from '@/lib/staff-permissions';
import {
  LIMITS,
  clearable,
  email,
  organizationName,
  organizationNumber,
  otpCode,
  password,
  personName,
  postalCode,
  requiredString,
  requiredText,
  swedishPhone,
  vatNumber,
} from './fields';
import { sekAmount } from './amounts';
import { timestamps } from './response';

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

/**
 * The screens that set a password from a mailed link (a reset, a staff invitation; SetPasswordForm) ask for it twice;
 * the API takes it once.
 */
export const resetPasswordForm = resetPasswordInput
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });

const changePasswordFields = {
  oldPassword: requiredString().min(1, 'validation.required').max(LIMITS.passwordMax),
  newPassword: password(),
};
const newDiffersFromOld = {
  check: (v: { oldPassword: string; newPassword: string }) => v.oldPassword !== v.newPassword,
  params: { path: ['newPassword'], message: 'validation.passwordSameAsOld' },
};

export const changePasswordInput = z
  .object(changePasswordFields)
  .refine(newDiffersFromOld.check, newDiffersFromOld.params);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** The profile's password form also asks for the new password twice; the API takes it once. */
export const changePasswordForm = z
  .object({ ...changePasswordFields, confirmPassword: z.string() })
  .refine(newDiffersFromOld.check, newDiffersFromOld.params)
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });

/** How long before a visit the customer is reminded (hours); null: no reminders. */
export const REMINDER_LEAD_HOURS = [2, 6, 12, 24, 48, 72] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];

/**
 * Profile fields of spec 3 and 5; every field optional on update, validated when given. First and last name, the
 * company name and number, the email and the city are required: blank is refused. The others are emptied with null
 * (or a blank string). `logo: null` / `profilePicture: null` remove the image.
 */
export const profileInput = z.object({
  firstName: personName().optional(),
  lastName: personName().optional(),
  title: clearable(requiredText(LIMITS.titleMax)),
  email: email().optional(),
  phone: clearable(swedishPhone()),
  organizationName: organizationName().optional(),
  organizationNumber: organizationNumber().optional(),
  address: clearable(requiredText(200)),
  postNumber: clearable(postalCode()),
  postPlace: requiredText(100).optional(),
  vatNumber: clearable(vatNumber()),
  fTax: z.boolean({ error: 'validation.invalidType' }).optional(),
  /** Kronor per km on invoices' mileage lines; null: Skatteverket's tax-free allowance (2.50 kr). */
  mileageRate: clearable(sekAmount()).meta({
    description: 'Kronor per km charged for mileage on invoices; null: the default 2.50 kr (25 kr per mil)',
  }),
  logo: z.null({ error: 'validation.removeImage' }).optional(),
  profilePicture: z.null({ error: 'validation.removeImage' }).optional(),
  language: z.enum(['en', 'sv'], { error: 'validation.language' }).optional(),
  // A union of single values, not one literal of many: the OpenAPI generator documents only a literal's first value.
  reminderLeadHours: z
    .union([...REMINDER_LEAD_HOURS.map((hours) => z.literal(hours)), z.null()], {
      error: 'validation.reminderLeadHours',
    })
    .optional()
    .meta({
      description: 'Hours before a visit the customer is reminded: 2, 6, 12, 24, 48 or 72; null: none',
    }),
});
export type ProfileInput = z.input<typeof profileInput>;

export const USER_ROLES = ['owner', 'staff'] as const;
/** The owner is the account's (ferrier's) holder; staff work inside the owner's account. */
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as ferriers/login answers (and the screens keep in local storage). */
export const userSchema = z
  .object({
    id: z.uuid(),
    ferrierId: z.uuid(),
    role: z.enum(USER_ROLES),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    language: z.string(),
    permissions: z.array(z.enum(STAFF_PERMISSIONS)).meta({
      description:
        "What the user may do beyond the role: the owner has every permission, a staff member the owner's ticks " +
        '(invoicing: write, send and check invoices)',
    }),
  })
  .meta({ id: 'User' });

/** The account (ferrier) profile of spec 3: ferriers/details and ferriers/update. */
export const ferrierProfileSchema = z
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
    vatNumber: z.string().nullable(),
    fTax: z.boolean(),
    mileageRate: z.number().nullable().meta({ description: 'Kronor per km on invoices; null: the default' }),
    logoUrl: z.string().nullable(),
    profilePictureUrl: z.string().nullable(),
    language: z.string(),
    reminderLeadHours: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Hours before a visit the customer is reminded; null: no reminders' }),
    status: z.enum(['unverified', 'active', 'cancelled']),
    trialEndsAt: z.string().nullable(),
    plan: z.enum(['trial', 'base', 'pro', 'none']).meta({
      description:
        'What the account may do now: the trial (every feature), a plan, or none — the trial is over with no plan, ' +
        'and the account is read-only until one is chosen',
    }),
    ...timestamps,
  })
  .meta({ id: 'FerrierProfile' });

/** ferriers/create: the same for a new address and a taken one; what comes next is in the email. */
export const signUpResultSchema = z.object({ email: z.string(), sent: z.literal(true) });
/** Verified: the user is signed in at once, with a token and the user as ferriers/login answers them. */
export const verifyEmailResultSchema = z.object({
  verified: z.literal(true),
  trialEndsAt: z.string(),
  token: z.string(),
  user: userSchema,
});
/** resend-otp and forgot-password: the same whether the account exists or not. */
export const sentResultSchema = z.object({ sent: z.literal(true) });
export const loginResultSchema = z.object({ token: z.string(), user: userSchema });
export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
export const resetPasswordResultSchema = z.object({ reset: z.literal(true) });
/** Every session ended with the change; the new token replaces the old one. */
export const changePasswordResultSchema = z.object({ changed: z.literal(true), token: z.string() });
/** The last day the data is kept (YYYY-MM-DD, Stockholm); the purge follows. */
export const cancelResultSchema = z.object({ cancelled: z.literal(true), purgeAfter: z.string() });

/** ferriers/change-email/{id}: the new sign-in email, to which a 6-digit code is mailed. */
export const emailChangeInput = z.object({ newEmail: email() });
export type EmailChangeInput = z.input<typeof emailChangeInput>;
/** ferriers/confirm-email-change/{id}: the new address again, with the code mailed to it. */
export const emailChangeConfirmInput = z.object({ newEmail: email(), otp: otpCode() });
export type EmailChangeConfirmInput = z.input<typeof emailChangeConfirmInput>;
export const emailChangeRequestedSchema = z.object({ sent: z.literal(true), newEmail: z.string() });
/** The sign-in email is the new one; `user` is the signed-in user as login answers it. */
export const emailChangedSchema = z.object({ changed: z.literal(true), user: userSchema });

/** GET ferriers/export: the whole account's data, each row as stored (its columns in snake_case). */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    company: z.record(z.string(), z.unknown()),
    people: z.array(z.record(z.string(), z.unknown())),
    tables: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .meta({ description: 'Rows by table: customers, animals, bookings, journals, invoices, …' }),
  })
  .meta({ id: 'AccountExport' });
