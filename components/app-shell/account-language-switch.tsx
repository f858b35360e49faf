'use client';
// The menu's and sidebar's EN / SV toggle, as on the public site, but signed in the choice is the account's too
// (useAccountLanguage): the profile's language section and this switch say the same.
import { useTranslations } from 'next-intl';
import { useAccountLanguage } from '@/components/profile/use-account-language';
import { cn } from '@/lib/cn';
import { LOCALES } from '@/lib/i18n/locales';

export function AccountLanguageSwitch() {
  const t = useTranslations('common');
  const { current, pending, choose } = useAccountLanguage();
  return (
    <div
      role="group"
      aria-label={t('language')}
      aria-busy={pending !== null || undefined}
      className="inline-flex overflow-hidden rounded-lg border border-stone-300 bg-white"
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={pending !== null}
          onClick={() => void choose(locale)}
          className={cn(
            'min-h-11 min-w-11 px-2 text-sm font-semibold uppercase transition-colors',
            locale === current ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          <span aria-hidden="true">{locale}</span>
          <span className="sr-only">{t(`languages.${locale}`)}</span>
        </button>
      ))}
    </div>
  );
}
