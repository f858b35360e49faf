// Payment methods (spec 3, 5; swedish-rules §2): how customers pay the ferrier, printed on invoices. One schema for the
// profile form and paymentMethods/update; messages are keys under messages/*.json → "paymentMethods.errors".
import { z } from 'zod';
import {
  PAYMENT_TEXT_MAX,
  accountLengthsOf,
  bankAccountValid,
  bankOfClearing,
  digitsOf,
  luhnValid,
  swishDigitsOf,
} from '@/lib/swedish/payment-numbers';

/** The spec's lengths (section 5); the check digits come on top. */
export const PAYMENT_LIMITS = {
  bankgiro: { min: 7, max: 8 },
  plusgiro: { min: 2, max: 10 },
  /** Clearing and account number together: 4 + 7 (type 1 banks) up to 5 + 10 (Swedbank 8xxx-x). */
  bankAccount: { min: 11, max: 15 },
  swish: { min: 7, max: 15 },
} as const;

export const PAYMENT_FIELDS = ['bankgiro', 'plusgiro', 'bankClearing', 'bankAccount', 'swishNumber'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

const E = 'paymentMethods.errors';
export const PAYMENT_ERRORS = {
  bankgiroFormat: `${E}.bankgiroFormat`,
  bankgiroCheckDigit: `${E}.bankgiroCheckDigit`,
  plusgiroFormat: `${E}.plusgiroFormat`,
  plusgiroCheckDigit: `${E}.plusgiroCheckDigit`,
  clearingFormat: `${E}.clearingFormat`,
  clearingCheckDigit: `${E}.clearingCheckDigit`,
  clearingUnknown: `${E}.clearingUnknown`,
  clearingMissing: `${E}.clearingMissing`,
  accountFormat: `${E}.accountFormat`,
  accountLength: `${E}.accountLength`,
  accountCheckDigit: `${E}.accountCheckDigit`,
  accountMissing: `${E}.accountMissing`,
  swishFormat: `${E}.swishFormat`,
} as const;
type ErrorKey = (typeof PAYMENT_ERRORS)[keyof typeof PAYMENT_ERRORS];

const within = (digits: string, { min, max }: { min: number; max: number }) =>
  digits.length >= min && digits.length <= max;

/** A Luhn-checked giro number: the format message for the wrong characters or length, else the check digit's. */
function giroProblem(
  digits: string | null,
  limits: { min: number; max: number },
  format: ErrorKey,
  checkDigit: ErrorKey,
): ErrorKey | undefined {
  if (digits === null || !within(digits, limits)) return format;
  return luhnValid(digits) ? undefined : checkDigit;
}

export const bankgiroProblem = (digits: string | null) =>
  giroProblem(
    digits,
    PAYMENT_LIMITS.bankgiro,
    PAYMENT_ERRORS.bankgiroFormat,
    PAYMENT_ERRORS.bankgiroCheckDigit,
  );

export const plusgiroProblem = (digits: string | null) =>
  giroProblem(
    digits,
    PAYMENT_LIMITS.plusgiro,
    PAYMENT_ERRORS.plusgiroFormat,
    PAYMENT_ERRORS.plusgiroCheckDigit,
  );

export const swishProblem = (digits: string | null): ErrorKey | undefined =>
  digits !== null && within(digits, PAYMENT_LIMITS.swish) ? undefined : PAYMENT_ERRORS.swishFormat;

/** Spec 5: 4 digits, 5 when it starts with 8 (Swedbank's 8xxx-x, whose fifth digit is a Luhn check digit). */
export function clearingProblem(digits: string | null): ErrorKey | undefined {
  if (digits === null || !/^(?:[1-79]\d{3}|8\d{4})$/.test(digits)) return PAYMENT_ERRORS.clearingFormat;
  if (digits.length === 5 && !luhnValid(digits)) return PAYMENT_ERRORS.clearingCheckDigit;
  return bankOfClearing(digits) ? undefined : PAYMENT_ERRORS.clearingUnknown;
}

/** The account number against its (valid) clearing number: lengths, then the bank's check digit. */
export function accountProblem(clearing: string, account: string | null): ErrorKey | undefined {
  if (account === null) return PAYMENT_ERRORS.accountFormat;
  if (!within(clearing + account, PAYMENT_LIMITS.bankAccount)) return PAYMENT_ERRORS.accountFormat;
  const lengths = accountLengthsOf(clearing);
  if (!lengths || !within(account, lengths)) return PAYMENT_ERRORS.accountLength;
  return bankAccountValid(clearing, account) ? undefined : PAYMENT_ERRORS.accountCheckDigit;
}

/**
 * One field as sent: left out → undefined (kept as it is), null or blank → null (removed), text → its digits (or
 * the text itself when it holds other characters, which the object's check then refuses with the field's message).
 */
const paymentText = (read: (text: string) => string | null, description: string, example: string) =>
  z
    .string({ error: () => 'validation.invalidType' })
    .max(PAYMENT_TEXT_MAX, 'validation.tooLong')
    .nullable()
    .optional()
    .transform((v) => {
      if (v === undefined || v === null) return v;
      if (v.trim() === '') return null;
      return read(v) ?? v;
    })
    .meta({ description, example });

const isDigits = (v: string) => /^\d+$/.test(v);
const digitsOrNull = (v: string) => (isDigits(v) ? v : null);

/**
 * Body of paymentMethods/update and the profile form's schema. Each method is optional, and a method that is given
 * must be valid (spec 5). The clearing and account numbers are one bank account: they are sent (or removed)
 * together.
 */
export const paymentMethodsInput = z
  .object({
    bankgiro: paymentText(digitsOf, '7 or 8 digits with a Luhn check digit', '5050-1055'),
    plusgiro: paymentText(digitsOf, '2–10 digits with a Luhn check digit', '90 20 03-3'),
    bankClearing: paymentText(
      digitsOf,
      '4 digits, or 5 when it starts with 8 (Swedbank 8xxx-x); a clearing number in use by a Swedish bank',
      '8327-9',
    ),
    bankAccount: paymentText(
      digitsOf,
      'Sent with bankClearing; the two together have 11–15 digits, with the length and check digit the bank uses',
      '123 456 789-7',
    ),
    swishNumber: paymentText(
      swishDigitsOf,
      '7–15 digits (a company number 123 xxx xx xx, or a mobile number; +46 becomes 0)',
      '123 456 78 90',
    ),
  })
  .superRefine((v, ctx) => {
    const problem = (path: PaymentField, message: ErrorKey | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (typeof v.bankgiro === 'string') problem('bankgiro', bankgiroProblem(digitsOrNull(v.bankgiro)));
    if (typeof v.plusgiro === 'string') problem('plusgiro', plusgiroProblem(digitsOrNull(v.plusgiro)));
    if (typeof v.swishNumber === 'string') problem('swishNumber', swishProblem(digitsOrNull(v.swishNumber)));

    // The clearing and account numbers are one bank account: both given, or both removed.
    const { bankClearing: clearing, bankAccount: account } = v;
    if (clearing === undefined && account === undefined) return;
    const clearingError = typeof clearing === 'string' ? clearingProblem(digitsOrNull(clearing)) : undefined;
    if (typeof clearing === 'string') problem('bankClearing', clearingError);
    else if (typeof account === 'string' || clearing === undefined)
      problem('bankClearing', PAYMENT_ERRORS.clearingMissing);
    if (typeof account === 'string') {
      // Without a usable clearing number only the account's own form can be checked.
      if (typeof clearing === 'string' && !clearingError)
        problem('bankAccount', accountProblem(clearing, digitsOrNull(account)));
      else if (!isDigits(account)) problem('bankAccount', PAYMENT_ERRORS.accountFormat);
    } else if (typeof clearing === 'string' || account === undefined) {
      problem('bankAccount', PAYMENT_ERRORS.accountMissing);
    }
  })
  .meta({
    description:
      'Each method: text (spaces and dashes allowed; stored as digits), null or "" to remove it, or left out to keep ' +
      'it. bankClearing and bankAccount are one bank account: give both, or remove both.',
  });
export type PaymentMethodsInput = z.input<typeof paymentMethodsInput>;
export type PaymentMethodsOutput = z.output<typeof paymentMethodsInput>;

/** paymentMethods/get and update: digits only (formatting happens on output); null where a method is not set. */
export const paymentMethodsSchema = z
  .object({
    ferrierId: z.uuid(),
    bankgiro: z.string().nullable().meta({ example: '50501055' }),
    plusgiro: z.string().nullable().meta({ example: '9020033' }),
    bankClearing: z.string().nullable().meta({ example: '83279' }),
    bankAccount: z.string().nullable().meta({ example: '1234567897' }),
    /** The clearing number's bank, for display ("Swedbank"). */
    bankName: z.string().nullable().meta({ example: 'Swedbank' }),
    swishNumber: z.string().nullable().meta({ example: '1234567890' }),
    /** When they last changed; null while none has been saved. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethods = z.output<typeof paymentMethodsSchema>;
