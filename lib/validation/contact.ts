// Contact and book-demo schemas of the API, built from the plain rules the browser forms use (./contact-rules).
import { z } from 'zod';
import { CONTACT_LIMITS, EMAIL_PATTERN, PROFESSIONS, isPhoneNumber } from './contact-rules';
import { optional, optionalText, requiredString, requiredText } from './fields';

const name = () => requiredText(CONTACT_LIMITS.nameMax);

const email = () =>
  requiredString()
    .trim()
    .min(1, 'validation.required')
    .max(CONTACT_LIMITS.emailMax, 'validation.emailTooLong')
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'validation.email' }));

/** Invisible to people; bots fill it in. A filled one is answered as usual but nothing is stored or sent. */
const website = z
  .string({ error: 'validation.invalidType' })
  .max(CONTACT_LIMITS.websiteMax, 'validation.tooLong')
  .optional()
  .meta({ description: 'Leave empty (spam trap)' });

export const contactInput = z.object({
  name: name(),
  email: email(),
  message: requiredString()
    .trim()
    .min(1, 'validation.required')
    .min(CONTACT_LIMITS.messageMin, 'validation.contactMessageTooShort')
    .max(CONTACT_LIMITS.messageMax, 'validation.contactMessageTooLong'),
  website,
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactOutput = z.output<typeof contactInput>;

export const bookDemoInput = z.object({
  name: name(),
  email: email(),
  phone: optional(requiredString().trim().refine(isPhoneNumber, 'validation.contactPhone')).meta({
    description: '7–15 digits; +, spaces and hyphens allowed',
    example: '+46 70-123 45 67',
  }),
  company: optionalText(CONTACT_LIMITS.companyMax),
  profession: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PROFESSIONS, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.profession'),
    }),
  ),
  preferredTime: optionalText(CONTACT_LIMITS.preferredTimeMax).meta({
    description: 'Free text, e.g. "Tuesday mornings"',
  }),
  message: optionalText(CONTACT_LIMITS.messageMax, { tooLong: 'validation.contactMessageTooLong' }),
  website,
});
export type BookDemoInput = z.input<typeof bookDemoInput>;
export type BookDemoOutput = z.output<typeof bookDemoInput>;
