import 'server-only';
// Titles for the generated OpenGraph images: every site page and every Markdown post, per language.
import { SITE_MESSAGES } from '@/lib/i18n/config';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getArticle, slugs } from './content';
import { ARTICLE_BASE, LEGAL_SLUG, SITE_PAGES, type ArticleCollection } from './pages';

const COLLECTIONS = Object.keys(ARTICLE_BASE) as ArticleCollection[];

export function ogKeys(): string[] {
  return [
    ...SITE_PAGES.map((page) => page.key),
    ...COLLECTIONS.flatMap((collection) => slugs(collection).map((slug) => `${collection}--${slug}`)),
  ];
}

export function ogTitle(locale: Locale, key: string): string | null {
  if (key in LEGAL_SLUG)
    return getArticle('legal', LEGAL_SLUG[key as keyof typeof LEGAL_SLUG], locale)?.title ?? null;
  const messages = SITE_MESSAGES[locale] as Record<string, { metaTitle?: string } | undefined>;
  if (SITE_PAGES.some((page) => page.key === key)) return messages[key]?.metaTitle ?? null;
  const [collection, slug] = key.split('--');
  if (!slug || !COLLECTIONS.includes(collection as ArticleCollection)) return null;
  return getArticle(collection as ArticleCollection, slug, locale)?.title ?? null;
}

export function ogParams() {
  return LOCALES.flatMap((locale) => ogKeys().map((key) => ({ locale, image: `${key}.png` })));
}
