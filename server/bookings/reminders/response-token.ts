// The reminder's answer links (their token from server/url-token.ts: only its SHA-256 in the database, so a leaked
// database answers no booking) lead to the public answer page in the customer's language.
import type { Locale } from '@/lib/i18n/locales';
import type { BookingResponse } from '@/lib/validation/booking';
import { env } from '@/server/env';

/** /{locale}/booking-response/{token}; `answer` marks the button the link stands for (the page still asks). */
export function responsePageUrl(locale: Locale, token: string, answer?: BookingResponse): string {
  const url = `${env().APP_URL}/${locale}/booking-response/${token}`;
  return answer ? `${url}?answer=${answer}` : url;
}
