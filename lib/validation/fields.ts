// Field rules shared by forms and the API. Messages are message keys (messages/*.json → "validation"),
// translated where they are shown, so one schema serves both languages.
import Organisationsnummer from 'organisationsnummer';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  organizationNameMax: 100,
  titleMax: 50,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

/** Missing → "required"; present but not a string → "wrong type". */
export const stringError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.invalidType',
};

export const requiredString = () => z.string(stringError);

const trimmed = () => requiredString().trim();

/** Any Unicode letters, with single spaces, hyphens and apostrophes between them (Åsa, Lind-Berg, D'Ahl). */
const LETTERS = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;

export const personName = () =>
  trimmed()
    .min(1, 'validation.required')
    .max(LIMITS.nameMax, 'validation.tooLong')
    .regex(LETTERS, 'validation.lettersOnly')
    // The OpenAPI generator writes a flagged regex as "…$/u"; the bare source is the pattern (Unicode, as JSON
    // Schema patterns are read).
    .meta({ pattern: LETTERS.source });

export const email = () =>
  trimmed()
    .min(1, 'validation.required')
    .max(LIMITS.emailMax, 'validation.emailTooLong')
    .pipe(z.email('validation.email'))
    .transform((v) => v.toLowerCase());

export const password = () =>
  requiredString()
    .min(1, 'validation.required')
    .min(LIMITS.passwordMin, 'validation.passwordRule')
    .max(LIMITS.passwordMax, 'validation.tooLong')
    .refine(
      (v) => /\p{Ll}/u.test(v) && /\p{Lu}/u.test(v) && /\d/.test(v) && /[^\p{L}\d]/u.test(v),
      'validation.passwordRule',
    );

/** Swedish phone number, +46 or 0 prefix, 7–15 digits; stored as E.164 (+46701234567). */
export const swedishPhone = () =>
  trimmed()
    .min(1, 'validation.required')
    .superRefine((v, ctx) => {
      const digits = v.replace(/\D/g, '');
      const prefixOk = /^(\+46|0)/.test(v.replace(/[\s-]/g, ''));
      const parsed = parsePhoneNumberFromString(v, 'SE');
      const lengthOk = digits.length >= LIMITS.phoneDigitsMin && digits.length <= LIMITS.phoneDigitsMax;
      if (
        !prefixOk ||
        !lengthOk ||
        !/^[+\d\s()-]+$/.test(v) ||
        !parsed?.isValid() ||
        parsed.country !== 'SE'
      ) {
        ctx.addIssue({ code: 'custom', message: 'validation.phone' });
      }
    })
    .transform((v) => parsePhoneNumberFromString(v, 'SE')!.number);

/**
 * Organisationsnummer: 10 digits (NNNNNN-NNNN, or 12 digits prefixed 16), Luhn, third digit ≥ 2 for legal
 * persons — or a personnummer, which is a sole trader's (enskild firma) organisation number. Stored as 10 digits.
 */
export const organizationNumber = () =>
  trimmed()
    .min(1, 'validation.required')
    .refine((v) => /^[\d-]+$/.test(v) && Organisationsnummer.valid(v), 'validation.organizationNumber')
    .transform((v) => Organisationsnummer.parse(v).format(false));

export const organizationName = () => requiredText(LIMITS.organizationNameMax);

/** Swedish postal code: 5 digits, "NNN NN" accepted, stored "NNNNN". */
export const postalCode = () =>
  trimmed()
    .regex(/^\d{3} ?\d{2}$/, 'validation.postalCode')
    .transform((v) => v.replace(' ', ''));

/**
 * Momsregistreringsnummer (swedish-rules §2/§3): SE, the 10-digit organisation number (Luhn; a sole trader's
 * personnummer), then 01. Spaces and hyphens are accepted ("SE 556016-0680 01"); stored as SE556016068001.
 */
export const vatNumber = () =>
  trimmed()
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine((v) => {
      const digits = /^SE(\d{10})01$/.exec(v)?.[1];
      return Boolean(digits && Organisationsnummer.valid(digits));
    }, 'validation.vatNumber');

/** The 10 digits of the organisation number inside a (valid, normalized) VAT number. */
export const vatNumberOrganization = (vat: string) => vat.slice(2, 12);

export const otpCode = () => trimmed().regex(/^\d{6}$/, 'validation.otp');

/** A required text of at most `max` characters, trimmed; blank is "required". */
export const requiredText = (max: number, { tooLong = 'validation.tooLong' } = {}) =>
  trimmed().min(1, 'validation.required').max(max, tooLong);

type OptionalRule = {
  /**
   * Whether null also means "not given". Only where a client sends back what a details answer held (which has null
   * for every empty field: animals); elsewhere null is the wrong type, as the OpenAPI document says.
   */
  acceptNull?: boolean;
};

/**
 * An optional input. The rule: a blank string (what an empty form field sends) means "not given", and null is the
 * wrong type unless `acceptNull` says it also means "not given". Whatever is given must pass `schema`.
 */
export const optional = <T extends z.ZodType>(schema: T, { acceptNull = false }: OptionalRule = {}) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || (acceptNull && v === null) ? undefined : v),
    schema.optional(),
  );

/**
 * A field that can be emptied on update: missing leaves it as it is, null or a blank string empties it (stored
 * null), anything else must pass `schema`.
 */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/** An optional text of at most `max` characters, trimmed; blank is "not given". */
export const optionalText = (
  max: number,
  { tooLong = 'validation.tooLong', ...rule }: OptionalRule & { tooLong?: string } = {},
) => optional(trimmed().max(max, tooLong), rule);
