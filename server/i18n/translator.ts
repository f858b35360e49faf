// Translation outside React (API errors, emails), from the same message files as the screens. No 'server-only'
// marker: the reminder job writes its mails with it in `npm run worker`, plain Node outside Next.
import { createTranslator } from 'next-intl';
import { MESSAGES, type Locale } from '@/lib/i18n/config';
import { TIME_ZONE } from '@/lib/time-zone';

export function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], timeZone: TIME_ZONE });
}

/** Translates a message key such as "validation.required"; unknown keys fall back to a generic message. */
export function translateKey(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const t = translator(locale);
  return t.has(key as never) ? t(key as never, values as never) : t('validation.invalid');
}
