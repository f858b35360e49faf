import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format';
import type { Article } from '@/lib/site/content';

/** "12 Nov 2026 · 4 min read" under a post's title. */
export function ArticleMeta({ article }: { article: Article }) {
  const t = useTranslations('site.article');
  const date = article.date ?? article.updated;
  return (
    <p className="text-sm text-stone-600">
      {date && (
        <>
          {article.updated && !article.date ? `${t('updated')} ` : ''}
          <time dateTime={date}>{formatDate(date, article.locale)}</time>
          {' · '}
        </>
      )}
      {t('readingTime', { minutes: article.readingMinutes })}
      {article.author ? ` · ${article.author}` : ''}
    </p>
  );
}
