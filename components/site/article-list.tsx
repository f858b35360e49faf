import type { Article } from '@/lib/site/content';
import { ArticleMeta } from './article-meta';
import { SiteLink } from './site-link';

/** The posts of a collection as cards, each linking to its page under `basePath`. */
export function ArticleList({ articles, basePath }: { articles: Article[]; basePath: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {articles.map((article) => (
        <li key={article.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-stone-900">
              <SiteLink
                href={`${basePath}/${article.urlSlug}`}
                className="underline-offset-4 hover:text-brand-800 hover:underline"
              >
                {article.title}
              </SiteLink>
            </h2>
            <div className="mt-2">
              <ArticleMeta article={article} />
            </div>
            <p className="mt-3 text-stone-700">{article.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
