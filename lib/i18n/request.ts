// next-intl request configuration: the locale comes from the language cookie the client sets.
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, LOCALE_COOKIE, MESSAGES, isLocale } from './config';

export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  return { locale, messages: MESSAGES[locale], timeZone: 'Europe/Stockholm' };
});
