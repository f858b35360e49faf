'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { cn } from '@/lib/cn';
import { storeLanguage } from '@/lib/language';

/** English / Swedish toggle: stores the code (local storage + cookie) and re-renders in that language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('common');
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(locale: Locale) {
    if (locale === current) return;
    storeLanguage(locale);
    startTransition(() => router.refresh());
  }

  return (
    <div
      role="group"
      aria-label={t('language')}
      aria-busy={pending || undefined}
      className={cn('inline-flex overflow-hidden rounded-lg border border-stone-300 bg-white', className)}
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
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
