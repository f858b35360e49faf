// sitemap.xml: every public page and post in English and Swedish, each with its language alternates.
import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/locales';
import { articlePaths, listArticles } from '@/lib/site/content';
import { ARTICLE_BASE, SITE_PAGES, type ArticleCollection } from '@/lib/site/pages';
import { alternatesFor, siteOrigin, type PagePath } from '@/lib/site/urls';

export const dynamic = 'force-static';

function entry(path: PagePath, lastModified?: string): MetadataRoute.Sitemap {
  const absolute = (p: string) => `${siteOrigin()}${p}`;
  return LOCALES.map((locale) => {
    const { canonical, languages } = alternatesFor(locale, path);
    return {
      url: absolute(canonical),
      ...(lastModified && { lastModified }),
      alternates: {
        languages: Object.fromEntries(Object.entries(languages).map(([lang, p]) => [lang, absolute(p)])),
      },
    };
  });
}

export default function sitemap(): MetadataRoute.Sitemap {
  const posts = (Object.keys(ARTICLE_BASE) as ArticleCollection[]).flatMap((collection) =>
    listArticles(collection, 'en').map((article) =>
      entry(articlePaths(collection, article.slug, ARTICLE_BASE[collection]), article.date),
    ),
  );
  return [...SITE_PAGES.flatMap((page) => entry(page.path)), ...posts.flat()];
}
