import 'server-only';
// Per-page metadata of the public site: title, description, canonical URL with hreflang alternates, OpenGraph and
// Twitter cards with a generated image (app/og).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath, type SitePageKey } from './pages';
import { alternatesFor, localePath, pathIn, type PagePath } from './urls';

const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', sv: 'sv_SE' };

/** Path of a page's OpenGraph image; `key` is a page key or `<collection>--<slug>`. */
export function ogImagePath(locale: Locale, key: string): string {
  return `/og/${locale}/${key}.png`;
}

type PageMetadataInput = {
  locale: Locale;
  path: PagePath;
  title: string;
  description: string;
  ogKey: string;
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[] };
};

export function pageMetadata({
  locale,
  path,
  title,
  description,
  ogKey,
  article,
}: PageMetadataInput): Metadata {
  const image = { url: ogImagePath(locale, ogKey), width: 1200, height: 630, alt: title };
  return {
    // The home page's title stands alone; the others get " · Hovbook" from the root layout's template.
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      type: article ? 'article' : 'website',
      siteName: 'Hovbook',
      locale: OG_LOCALE[locale],
      alternateLocale: Object.entries(OG_LOCALE)
        .filter(([other]) => other !== locale)
        .map(([, value]) => value),
      url: localePath(locale, pathIn(locale, path)),
      title,
      description,
      images: [image],
      ...article,
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}

/** Metadata of a page whose texts are `site.<key>.metaTitle` / `metaDescription`. */
export async function sitePageMetadata(locale: Locale, key: SitePageKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `site.${key}` as 'site' });
  return pageMetadata({
    locale,
    path: pagePath(key),
    title: t('metaTitle' as never),
    description: t('metaDescription' as never),
    ogKey: key,
  });
}
