import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** Props of a page under app/[locale]. */
export type LocalePageProps = { params: Promise<{ locale: string }> };
export type LocaleSlugPageProps = { params: Promise<{ locale: string; slug: string }> };

/** The page's language from its [locale] segment (the proxy only ever sends a known one). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
