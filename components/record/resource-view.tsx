'use client';
// A details or edit screen's record: a spinner while it loads, "not found" with the way back to the list (a 404, or
// an id that cannot be one), "not allowed" for a record this user may not read (403), the error with Retry, else the
// screen itself.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ForbiddenState, isRefusal } from '@/components/app-shell/forbidden-state';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list/list-states';
import { PageSpinner } from '@/components/ui/spinner';
import type { RecordBase, ResourceOf } from './record-resource';

interface ResourceViewProps<T extends RecordBase> {
  resource: ResourceOf<T>;
  id: string;
  /** Edit screens: a cached copy older than the cache's fresh time is fetched again first (lib/queries/record.ts). */
  fresh?: boolean;
  children: (record: T) => ReactNode;
}

export function ResourceView<T extends RecordBase>({
  resource,
  id,
  fresh = false,
  children,
}: ResourceViewProps<T>) {
  const t = useTranslations(resource.namespace);
  const record = resource.useRecord(id, { fresh });

  if (record.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (record.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref={resource.listHref}
        backLabel={t('backToList')}
      />
    );
  }
  if (record.status === 'error' && isRefusal(record.error)) return <ForbiddenState />;
  if (record.status === 'error') {
    return <ErrorState error={record.error} title={t('details.error')} onRetry={record.reload} />;
  }
  return children(record.data);
}
