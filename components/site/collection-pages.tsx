// The list page and the article page of a Markdown collection (news at /nyheter, blog, tutorials), shared so that
// each route file only names its collection.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { articlePaths, findArticle, knownUrlSlugs, listArticles } from '@/lib/site/content';
import { ogImagePath, pageMetadata, sitePageMetadata } from '@/lib/site/metadata';
import { ARTICLE_BASE, type ArticleCollection } from '@/lib/site/pages';
import { pageLocale, type LocalePageProps, type LocaleSlugPageProps } from '@/lib/site/params';
import { siteOrigin, localePath } from '@/lib/site/urls';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { JsonLd } from './json-ld';
import { PageHero, Section } from './page-hero';
import { TrialBand } from './trial-cta';

export function collectionListPage(collection: ArticleCollection) {
  async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
    return sitePageMetadata(await pageLocale(params), collection);
  }

  async function ListPage({ params }: LocalePageProps) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `site.${collection}` });
    const articles = listArticles(collection, locale);
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <Section id={`${collection}-list`}>
          {articles.length ? (
            <ArticleList articles={articles} basePath={ARTICLE_BASE[collection]} />
          ) : (
            <p className="text-stone-700">{t('empty')}</p>
          )}
        </Section>
        <TrialBand />
      </>
    );
  }

  return { generateMetadata, ListPage };
}

export function collectionArticlePage(collection: ArticleCollection) {
  const basePath = ARTICLE_BASE[collection];

  // Every language's slug answers in every language: the others redirect to this language's own address.
  function generateStaticParams() {
    return knownUrlSlugs(collection).map((slug) => ({ slug }));
  }

  async function load(params: LocaleSlugPageProps['params']) {
    const locale = await pageLocale(params);
    const { slug } = await params;
    const article = findArticle(collection, slug, locale);
    if (!article) notFound();
    // An old address (the English slug under /sv) or the language switch's unprefixed path: go to this one's own.
    if (article.urlSlug !== slug) permanentRedirect(localePath(locale, `${basePath}/${article.urlSlug}`));
    return article;
  }

  const ogKey = (slug: string) => `${collection}--${slug}`;

  async function generateMetadata({ params }: LocaleSlugPageProps): Promise<Metadata> {
    const article = await load(params);
    return pageMetadata({
      locale: article.locale,
      path: articlePaths(collection, article.slug, basePath),
      title: article.title,
      description: article.description,
      ogKey: ogKey(article.slug),
      article:
        collection === 'tutorials'
          ? undefined
          : { publishedTime: article.date, authors: article.author ? [article.author] : undefined },
    });
  }

  async function ArticlePage({ params }: LocaleSlugPageProps) {
    const article = await load(params);
    const t = await getTranslations({ locale: article.locale, namespace: `site.${collection}` });
    const url = `${siteOrigin()}${localePath(article.locale, `${basePath}/${article.urlSlug}`)}`;
    return (
      <>
        <JsonLd
          data={{
            '@type': collection === 'tutorials' ? 'TechArticle' : 'Article',
            headline: article.title,
            description: article.description,
            inLanguage: article.locale,
            url,
            mainEntityOfPage: url,
            ...(article.date && { datePublished: article.date }),
            ...(article.author && { author: { '@type': 'Person', name: article.author } }),
            publisher: { '@type': 'Organization', name: 'Hovbook AB', url: siteOrigin() },
            image: `${siteOrigin()}${ogImagePath(article.locale, ogKey(article.slug))}`,
          }}
        />
        <ArticleView article={article} back={{ href: basePath, label: t('back') }} />
        <TrialBand />
      </>
    );
  }

  return { generateStaticParams, generateMetadata, ArticlePage };
}
