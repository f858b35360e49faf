'use client';
// Choosing the language while signed in: the account keeps it (ferriers/update, the owner's to set; the emails we
// send use it), the stored user record and this device keep it, and the page loads again in it.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { updateProfile } from '@/lib/client/account-api';
import { isApiError } from '@/lib/client/api-client';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { languageCookieHolds, storeLanguage } from '@/lib/client/language';
import { getStoredUser, saveUser } from '@/lib/client/session';
import { localePath } from '@/lib/site/urls';
import { toast } from '@/lib/client/toast';

export function useAccountLanguage() {
  const tc = useTranslations('common');
  const current = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);

  async function choose(locale: Locale) {
    if (locale === current || pending) return;
    setPending(locale);
    try {
      const user = getStoredUser();
      if (user?.role === 'owner') await updateProfile(user.ferrierId, { language: locale });
      if (user) saveUser({ ...user, language: locale });
      storeLanguage(locale);
      // As the language switch does: the unprefixed path is served in the stored language, unless cookies are refused.
      const { pathname, search, hash } = window.location;
      const segments = pathname.split('/');
      const unprefixed = isLocale(segments[1]) ? `/${segments.slice(2).join('/')}` : pathname;
      const target = languageCookieHolds(locale) ? unprefixed : localePath(locale, unprefixed);
      window.location.assign(`${target}${search}${hash}`);
    } catch (error) {
      setPending(null);
      toast.error(isApiError(error) ? error.message : tc('networkError'));
    }
  }

  return { current, pending, choose };
}
