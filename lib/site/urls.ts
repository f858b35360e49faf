// Public URLs of the site. English lives at the spec's paths (/prices); Swedish at the same paths under /sv
// (/sv/prices) so that search engines can index both. An unprefixed path is served in the stored language.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';

const DEFAULT_ORIGIN = 'https://hovbook.se';

/** The public origin used in canonical URLs, the sitemap and OpenGraph tags (fixed at build time). */
export function siteOrigin(): string {
  return (process.env.SITE_URL || DEFAULT_ORIGIN).replace(/\/+$/, '');
}

/** The public path of `path` ("/prices") in a language: "/prices" in English, "/sv/prices" in Swedish. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A page's path: the same in every language ("/prices"), or one per language (a post with a Swedish slug). */
export type PagePath = string | Record<Locale, string>;

/** The page's path in a language, before the language prefix. */
export function pathIn(locale: Locale, path: PagePath): string {
  return typeof path === 'string' ? path : path[locale];
}

/** Canonical URL and hreflang alternates of a public path. */
export function alternatesFor(locale: Locale, path: PagePath) {
  const languages: Record<string, string> = {};
  for (const other of LOCALES) languages[other] = localePath(other, pathIn(other, path));
  languages['x-default'] = localePath(DEFAULT_LOCALE, pathIn(DEFAULT_LOCALE, path));
  return { canonical: localePath(locale, pathIn(locale, path)), languages };
}
