// next-intl request configuration: the locale is the [locale] root segment (read through next/root-params);
// proxy.ts fills that segment from the stored language for unprefixed paths.
import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { TIME_ZONE } from '@/lib/time-zone';
import { DEFAULT_LOCALE, MESSAGES, SITE_MESSAGES, isLocale } from './config';

export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale());
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: { ...MESSAGES[locale], site: SITE_MESSAGES[locale] },
    timeZone: TIME_ZONE,
  };
});
