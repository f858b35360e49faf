'use client';
import { useEffect } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { hasStoredLanguage, storeLanguage } from '@/lib/client/language';

/** A first visit (say to /sv/prices from a search) remembers the page's language, so the sign-up and the app
 *  continue in it. A language already chosen is left alone. */
export function LanguageMemory({ locale }: { locale: string }) {
  useEffect(() => {
    if (!hasStoredLanguage() && isLocale(locale)) storeLanguage(locale);
  }, [locale]);
  return null;
}
