// The privacy policy and the terms: Markdown in content/legal/<slug>/<locale>.md at the spec's paths.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticle } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/metadata';
import { LEGAL_SLUG, pagePath } from '@/lib/site/pages';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';
import { ArticleMeta } from './article-meta';

type LegalKey = keyof typeof LEGAL_SLUG;

export function legalPage(key: LegalKey) {
  async function load(params: LocalePageProps['params']) {
    const article = getArticle('legal', LEGAL_SLUG[key], await pageLocale(params));
    if (!article) notFound();
    return article;
  }

  async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
    const article = await load(params);
    return pageMetadata({
      locale: article.locale,
      path: pagePath(key),
      title: article.title,
      description: article.description,
      ogKey: key,
    });
  }

  async function LegalPage({ params }: LocalePageProps) {
    const article = await load(params);
    return (
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{article.title}</h1>
          <ArticleMeta article={article} />
        </header>
        <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
    );
  }

  return { generateMetadata, LegalPage };
}
