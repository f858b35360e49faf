// Rules of the contact and book-demo forms as plain constants and checks. No zod here: the public site's forms
// import this file and must stay small; lib/validation/contact.ts builds the API's schemas from the same values.

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  /** Spec 5: a contact message has at least 10 characters. */
  messageMin: 10,
  messageMax: 5000,
  phoneMax: 30,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  companyMax: 100,
  preferredTimeMax: 200,
  /** The honeypot only needs a bound. */
  websiteMax: 500,
} as const;

export const PROFESSIONS = [
  'farrier',
  'equine_therapist',
  'saddle_fitter',
  'vet',
  'trainer',
  'other',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** The pattern zod's z.email() uses, so the browser and the API agree on what an email address is. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Digits with an optional leading +, spaces and hyphens: "+46 70-123 45 67", "0701234567". */
const PHONE_PATTERN = /^\+?[\d\s-]+$/;

/**
 * Why a field was refused. Each code is a message key: `validation.<code>` in messages/*.json (API) and
 * `errors.<code>` in the site's contact namespace (forms).
 */
export type ContactErrorCode =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'emailTooLong'
  | 'contactMessageTooShort'
  | 'contactMessageTooLong'
  | 'contactPhone'
  | 'profession';

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return (
    value.length <= CONTACT_LIMITS.phoneMax &&
    PHONE_PATTERN.test(value) &&
    digits >= CONTACT_LIMITS.phoneDigitsMin &&
    digits <= CONTACT_LIMITS.phoneDigitsMax
  );
}

export function isProfession(value: string): value is Profession {
  return (PROFESSIONS as readonly string[]).includes(value);
}

export type ContactValues = { name: string; email: string; message: string };
export type DemoValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  profession: string;
  preferredTime: string;
  message: string;
};

type Errors<T> = Partial<Record<keyof T, ContactErrorCode>>;

function checkName(value: string): ContactErrorCode | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length > CONTACT_LIMITS.nameMax) return 'tooLong';
}

function checkEmail(value: string): ContactErrorCode | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length > CONTACT_LIMITS.emailMax) return 'emailTooLong';
  if (!isEmailAddress(v)) return 'email';
}

function checkMaxLength(value: string, max: number): ContactErrorCode | undefined {
  if (value.trim().length > max) return 'tooLong';
}

/** The contact form's fields, as the API checks them; empty when everything is fine. */
export function checkContact(values: ContactValues): Errors<ContactValues> {
  const message = values.message.trim();
  const errors: Errors<ContactValues> = {
    name: checkName(values.name),
    email: checkEmail(values.email),
    message: !message
      ? 'required'
      : message.length < CONTACT_LIMITS.messageMin
        ? 'contactMessageTooShort'
        : message.length > CONTACT_LIMITS.messageMax
          ? 'contactMessageTooLong'
          : undefined,
  };
  return withoutEmpty(errors);
}

/** The book-demo form's fields, as the API checks them; only name, email and profession are required. */
export function checkDemo(values: DemoValues): Errors<DemoValues> {
  const phone = values.phone.trim();
  const errors: Errors<DemoValues> = {
    name: checkName(values.name),
    email: checkEmail(values.email),
    phone: phone && !isPhoneNumber(phone) ? 'contactPhone' : undefined,
    company: checkMaxLength(values.company, CONTACT_LIMITS.companyMax),
    profession: !values.profession ? 'required' : isProfession(values.profession) ? undefined : 'profession',
    preferredTime: checkMaxLength(values.preferredTime, CONTACT_LIMITS.preferredTimeMax),
    message: checkMaxLength(values.message, CONTACT_LIMITS.messageMax) ? 'contactMessageTooLong' : undefined,
  };
  return withoutEmpty(errors);
}

function withoutEmpty<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined)) as T;
}
