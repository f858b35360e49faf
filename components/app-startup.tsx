'use client';
// Start-up and navigation effects of spec 2 (startup-effects.ts, shared with the public site). Also keeps the stored
// language and the language cookie in step, and notes the mobile-wrapper flag.
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useStartupEffects } from '@/components/startup-effects';
import { isLocale } from '@/lib/i18n/locales';
import {
  getStoredLanguage,
  hasStoredLanguage,
  languageCookieHolds,
  storeLanguage,
} from '@/lib/client/language';
import { rememberWrapperFlagFromUrl } from '@/lib/client/mobile-wrapper';
import { signedInUserId } from '@/lib/client/session';

export function AppStartup() {
  const locale = useLocale();
  useStartupEffects(signedInUserId);

  useEffect(() => {
    rememberWrapperFlagFromUrl();
  }, []);

  useEffect(() => {
    // The stored language wins (it is what the API receives); a missing one is filled from the page.
    if (!hasStoredLanguage()) {
      if (isLocale(locale)) storeLanguage(locale);
      return;
    }
    const stored = getStoredLanguage();
    // A path with an explicit language (/sv/login) keeps it; an unprefixed one follows the stored language, whose
    // cookie may have been lost: set it again and load the page in that language.
    if (stored !== locale && !isLocale(window.location.pathname.split('/')[1])) {
      storeLanguage(stored);
      // Only when the cookie took: where cookies are refused, reloading would come back the same, again and again.
      if (languageCookieHolds(stored)) window.location.reload();
    }
  }, [locale]);

  return null;
}
