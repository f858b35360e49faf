import type { Article } from '@/lib/site/content';
import { ArticleMeta } from './article-meta';
import { SiteLink } from './site-link';

/** One post: title, date and reading time, the Markdown body, and the way back to its list. */
export function ArticleView({ article, back }: { article: Article; back: { href: string; label: string } }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <SiteLink
        href={back.href}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        ← {back.label}
      </SiteLink>
      <header className="mt-4 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{article.title}</h1>
        <ArticleMeta article={article} />
        {article.description && <p className="text-lg text-stone-700">{article.description}</p>}
      </header>
      {/* Our own Markdown from the repository, rendered at build time. */}
      <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
