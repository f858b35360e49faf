'use client';
// The account's language on the profile (see useAccountLanguage): English or Swedish.
import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/form/form-section';
import { cn } from '@/lib/cn';
import { LOCALES } from '@/lib/i18n/locales';
import { useAccountLanguage } from './use-account-language';

export function LanguageSection() {
  const t = useTranslations('profile.language');
  const tc = useTranslations('common');
  const { current, pending, choose } = useAccountLanguage();

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
