'use client';
// The states every list screen shows besides its rows: loading skeleton, empty, error with retry, "show more".
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/client/api-client';
import { cn } from '@/lib/cn';

/** Grey placeholder rows while the first page loads; announced once as "Loading…". */
export function ListSkeleton({
  rows = 6,
  label,
  className,
}: {
  rows?: number;
  label?: string;
  className?: string;
}) {
  const t = useTranslations('common');
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm', className)}
    >
      <span className="sr-only">{label ?? t('loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-stone-100">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex items-center gap-4 px-4 py-4 sm:px-5">
            <div className="min-w-0 flex-1 space-y-2">
              <div
                className="h-4 animate-pulse rounded bg-stone-200"
                style={{ width: `${55 - (i % 3) * 10}%` }}
              />
              <div className="h-3 w-1/3 animate-pulse rounded bg-stone-100" />
            </div>
            <div className="hidden h-3 w-24 animate-pulse rounded bg-stone-100 sm:block" />
            <div className="h-5 w-14 animate-pulse rounded-full bg-stone-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** The call to action: a Button, or <Button asChild><Link …/></Button>. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-10 text-center sm:py-14',
        className,
      )}
    >
      {icon && (
        <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 [&_svg]:size-7">
          {icon}
        </span>
      )}
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {text && <p className="mt-1 max-w-md text-stone-600">{text}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}

/** The error's own (already localized) message when it is an API error, a general one otherwise. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('common');
  return (error) => (isApiError(error) ? error.message : t('networkError'));
}

interface ErrorStateProps {
  /** The error caught; its message is shown when it came from the API. */
  error?: unknown;
  title?: ReactNode;
  onRetry: () => void;
  className?: string;
}

export function ErrorState({ error, title, onRetry, className }: ErrorStateProps) {
  const t = useTranslations('list');
  const message = useErrorMessage();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-danger-200 bg-danger-50 px-5 py-10 text-center',
        className,
      )}
    >
      <AlertIcon className="mb-3 size-8 text-danger-700" />
      <h2 className="text-lg font-semibold text-danger-800">{title ?? t('errorTitle')}</h2>
      <p className="mt-1 max-w-md text-danger-800">{message(error)}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        {t('retry')}
      </Button>
    </div>
  );
}

interface LoadMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The failure of the last attempt: shown above the button, which then retries. */
  error?: unknown;
  className?: string;
}

/** "Show more" under a cursor-paginated list; nothing when there is nothing more. */
export function LoadMoreButton({ hasMore, loading, onLoadMore, error, className }: LoadMoreButtonProps) {
  const t = useTranslations('list');
  const message = useErrorMessage();
  if (!hasMore) return null;
  return (
    <div className={cn('flex flex-col items-center gap-2 pt-4', className)}>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {message(error)}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onLoadMore} loading={loading} className="w-full sm:w-auto">
        {error ? t('retry') : t('showMore')}
      </Button>
    </div>
  );
}
