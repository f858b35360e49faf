// The token of a reminder's answer links: 32 random bytes (base64url) in the mail, only its SHA-256 in the database,
// so a leaked database answers no booking. The links lead to the public answer page in the customer's language.
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import type { BookingResponse } from '@/lib/validation/booking';
import { env } from '@/server/env';

export const newResponseToken = () => randomBytes(32).toString('base64url');

export const hashResponseToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** /{locale}/booking-response/{token}; `answer` marks the button the link stands for (the page still asks). */
export function responsePageUrl(locale: Locale, token: string, answer?: BookingResponse): string {
  const url = `${env().APP_URL}/${locale}/booking-response/${token}`;
  return answer ? `${url}?answer=${answer}` : url;
}
