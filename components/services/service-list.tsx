'use client';
// The Services tab of /inventory-management: search, status filter, sort, "show more"; a table on wider screens,
// cards on phones.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useInventoryFormat } from '@/components/inventory/inventory-format';
import {
  DataList,
  EmptyState,
  ErrorState,
  ListSkeleton,
  ListToolbar,
  LoadMoreButton,
  STATUS_FILTERS,
  StatusBadge,
  useCursorList,
  useListParams,
  type DataColumn,
  type StatusFilterValue,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { HorseshoeIcon, PlusIcon, SearchIcon } from '@/components/ui/icons';
import { SERVICE_LIST_PATH, type Service } from '@/lib/service-api';

const SORTS = ['name', 'newest', 'price'] as const;

export function AddServiceButton() {
  const t = useTranslations('services');
  return (
    <Button asChild>
      <Link href="/inventory-service-add">
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}

export function ServiceList() {
  const t = useTranslations('services');
  const fmt = useInventoryFormat();
  const [params, setParam, resetParams] = useListParams(
    { search: '', status: 'all', sort: 'name' },
    { status: STATUS_FILTERS, sort: SORTS },
  );
  const list = useCursorList<Service>(SERVICE_LIST_PATH, params);
  const filtered = params.search.trim() !== '' || params.status !== 'all';

  const columns: DataColumn<Service>[] = [
    { id: 'service', header: t('columns.service'), card: 'title', cell: (s) => s.service },
    { id: 'category', header: t('columns.category'), cell: (s) => s.categoryName ?? '' },
    {
      id: 'price',
      header: t('columns.price'),
      cell: (s) => <span className="tabular-nums">{fmt.money(s.priceOre)}</span>,
      className: 'whitespace-nowrap md:text-right',
    },
    {
      id: 'unit',
      header: t('columns.unit'),
      cell: (s) => t(`unitShort.${s.unit === 2 ? 2 : 1}`),
      className: 'whitespace-nowrap',
    },
    {
      id: 'vat',
      header: t('columns.vat'),
      cell: (s) => fmt.vat(s.vatPercent),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (s) => <StatusBadge status={s.status} />,
      card: 'aside',
      className: 'w-28',
    },
  ];

  let body;
  if (list.initialLoading || (list.status === 'loading' && list.items.length === 0)) {
    body = <ListSkeleton label={t('list.loading')} />;
  } else if (list.status === 'error') {
    body = <ErrorState error={list.error} title={t('list.error')} onRetry={list.reload} />;
  } else if (list.items.length === 0 && list.status === 'ready') {
    body = filtered ? (
      <EmptyState
        icon={<SearchIcon />}
        title={t('list.noMatchTitle')}
        text={t('list.noMatchText')}
        action={
          <Button variant="secondary" onClick={resetParams}>
            {t('list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<HorseshoeIcon />}
        title={t('list.emptyTitle')}
        text={t('list.emptyText')}
        action={<AddServiceButton />}
      />
    );
  } else {
    body = (
      <>
        <DataList
          items={list.items}
          columns={columns}
          getKey={(s) => s.id}
          getHref={(s) => `/inventory-service-details/${s.id}`}
          label={t('list.title')}
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
    <div>
      <ListToolbar
        search={params.search}
        onSearchChange={(value) => setParam('search', value)}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        searching={list.refreshing && list.status !== 'error'}
        status={params.status as StatusFilterValue}
        onStatusChange={(value) => setParam('status', value)}
        sort={params.sort}
        sortOptions={SORTS.map((value) => ({ value, label: t(`list.sort.${value}`) }))}
        onSortChange={(value) => setParam('sort', value)}
      />
      <div className="mt-4">{body}</div>
    </div>
  );
}
