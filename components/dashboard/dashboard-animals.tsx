'use client';
// The dashboard's horses (spec 2): latest and next visit, soonest first so overdue ones lead (and are marked);
// filter all / active / inactive kept in the address; "show more".
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAnimalColumns } from '@/components/animals/animal-list';
import {
  DataList,
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadMoreButton,
  STATUS_FILTERS,
  StatusFilter,
  useCursorList,
  useListParams,
  type StatusFilterValue,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon, HorseshoeIcon, PlusIcon } from '@/components/ui/icons';
import { animalQueries } from '@/lib/client/queries/animals';

const PAGE_SIZE = 10;

export function DashboardAnimals() {
  const t = useTranslations('dashboard.animals');
  const [params, setParam] = useListParams({ status: 'active' }, { status: STATUS_FILTERS });
  const list = useCursorList(animalQueries.list, {
    status: params.status,
    sort: 'nextVisit',
    limit: PAGE_SIZE,
  });
  const columns = useAnimalColumns({ variant: 'dashboard' });
  const status = params.status as StatusFilterValue;

  let body;
  if (list.initialLoading || (list.status === 'loading' && list.items.length === 0)) {
    body = <ListSkeleton rows={4} label={t('loading')} />;
  } else if (list.status === 'error') {
    body = <ErrorState error={list.error} title={t('error')} onRetry={list.reload} />;
  } else if (list.items.length === 0) {
    body =
      status === 'inactive' ? (
        <EmptyState icon={<HorseshoeIcon />} title={t('noInactiveTitle')} text={t('noInactiveText')} />
      ) : (
        <EmptyState
          icon={<HorseshoeIcon />}
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={
            <Button asChild>
              <Link href="/animal-add">
                <PlusIcon className="size-4" />
                {t('addFirst')}
              </Link>
            </Button>
          }
        />
      );
  } else {
    body = (
      <>
        <DataList
          items={list.items}
          columns={columns}
          getKey={(a) => a.id}
          getHref={(a) => `/animal-details/${a.id}`}
          label={t('listLabel')}
          busy={list.refreshing}
        />
        <LoadMoreButton
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoadMore={list.loadMore}
          error={list.loadMoreError}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="dashboard-animals" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <h2 id="dashboard-animals" className="text-xl font-semibold tracking-tight text-stone-900">
            {t('title')}
          </h2>
          <p className="text-sm text-stone-600">{t('text')}</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="ghost" className="text-brand-700">
            <Link href="/animal-management">
              {t('viewAll')}
              <ArrowRightIcon className="size-4" />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href="/animal-add">
              <PlusIcon className="size-4" />
              {t('add')}
            </Link>
          </Button>
        </div>
      </div>
      <StatusFilter
        value={status}
        onChange={(value) => setParam('status', value)}
        className="w-full sm:w-80"
      />
      {body}
    </section>
  );
}
