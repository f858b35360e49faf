'use client';
// The account's language (ferriers.language and the user's: the emails we send use it), kept locally as the
// language switch keeps it; choosing one loads the page again in that language.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { updateProfile } from '@/lib/account-api';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { languageCookieHolds, storeLanguage } from '@/lib/language';
import { getStoredUser, saveUser } from '@/lib/session';
import { localePath } from '@/lib/site/urls';
import { toast } from '@/lib/toast';

export function LanguageSection({ ferrierId, owner }: { ferrierId: string; owner: boolean }) {
  const t = useTranslations('profile.language');
  const tc = useTranslations('common');
  const current = useLocale();
  const [pending, setPending] = useState<Locale | null>(null);

  async function choose(locale: Locale) {
    if (locale === current || pending) return;
    setPending(locale);
    try {
      // The account's language is the owner's to set (ferriers/update); everyone keeps it on this device.
      if (owner) await updateProfile(ferrierId, { language: locale });
      const user = getStoredUser();
      if (user) saveUser({ ...user, language: locale });
      storeLanguage(locale);
      const { pathname, search } = window.location;
      window.location.assign(
        `${languageCookieHolds(locale) ? pathname : localePath(locale, pathname)}${search}`,
      );
    } catch (error) {
      setPending(null);
      toast.error(isApiError(error) ? error.message : tc('networkError'));
    }
  }

  return (
    <FormSection title={t('title')} description={t('text')} columns={1}>
      <div role="group" aria-label={t('title')} className="flex flex-col gap-2 sm:flex-row">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={locale === current}
            aria-busy={pending === locale || undefined}
            disabled={pending !== null}
            onClick={() => void choose(locale)}
            className={cn(
              'flex min-h-11 items-center justify-center rounded-lg border px-4 text-sm font-semibold transition-colors sm:min-w-40',
              locale === current
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
            )}
          >
            {tc(`languages.${locale}`)}
          </button>
        ))}
      </div>
    </FormSection>
  );
}
