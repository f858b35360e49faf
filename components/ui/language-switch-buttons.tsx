'use client';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { languageCookieHolds, storeLanguage } from '@/lib/client/language';
import { localePath } from '@/lib/site/urls';

export type LanguageSwitchLabels = { group: string; languages: Record<Locale, string> };

/** English / Swedish toggle: stores the code (local storage + cookie) and loads the page again in that language.
 *  A full load, not a client refresh: the language is the root segment, so the whole document changes. A path with
 *  an explicit language (/sv/prices) goes to its unprefixed form, which is served in the stored language.
 *  Texts come as props so the public site can use it without a translation runtime in the browser. */
export function LanguageSwitchButtons({
  current,
  labels,
  className,
}: {
  current: string;
  labels: LanguageSwitchLabels;
  className?: string;
}) {
  const [pending, setPending] = useState(false);

  function choose(locale: Locale) {
    if (locale === current) return;
    storeLanguage(locale);
    setPending(true);
    const { pathname, search, hash } = window.location;
    const segments = pathname.split('/');
    const unprefixed = isLocale(segments[1]) ? `/${segments.slice(2).join('/')}` : pathname;
    // Where cookies are refused the unprefixed path would stay in the old language: use the language's own path.
    const target = languageCookieHolds(locale) ? unprefixed : localePath(locale, unprefixed);
    window.location.assign(`${target}${search}${hash}`);
  }

  return (
    <div
      role="group"
      aria-label={labels.group}
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
          <span className="sr-only">{labels.languages[locale]}</span>
        </button>
      ))}
    </div>
  );
}
