'use client';
// Start-up and navigation effects of spec 2: unregister service workers once, restore the form drafts (every
// `form_` key), scroll to the top on every path change. Also keeps the stored language and the language cookie
// in step, and notes the mobile-wrapper flag.
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { flushDrafts, loadDrafts } from '@/lib/form-drafts';
import { isLocale } from '@/lib/i18n/locales';
import { getStoredLanguage, hasStoredLanguage, languageCookieHolds, storeLanguage } from '@/lib/language';
import { rememberWrapperFlagFromUrl } from '@/lib/mobile-wrapper';
import { signedInUserId } from '@/lib/session';

export function AppStartup() {
  const pathname = usePathname();
  const locale = useLocale();

  useEffect(() => {
    rememberWrapperFlagFromUrl();
    loadDrafts(signedInUserId());
    // A change made less than 500 ms before closing or reloading the tab is still kept.
    window.addEventListener('pagehide', flushDrafts);
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    return () => window.removeEventListener('pagehide', flushDrafts);
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

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
