'use client';
// The Services tab of /inventory-management: search, status filter, sort, "show more"; a table on wider screens,
// cards on phones.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useInventoryFormat } from '@/components/inventory/inventory-format';
import {
  ListBody,
  ListToolbar,
  STATUS_FILTERS,
  StatusBadge,
  useCursorList,
  useListParams,
  type DataColumn,
  type StatusFilterValue,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { HorseshoeIcon, PlusIcon } from '@/components/ui/icons';
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

  const body = (
    <ListBody
      list={list}
      columns={columns}
      href={(s) => `/inventory-service-details/${s.id}`}
      texts={{
        title: t('list.title'),
        loading: t('list.loading'),
        error: t('list.error'),
        clearFilters: t('list.clearFilters'),
      }}
      filtered={filtered}
      onClearFilters={resetParams}
      noMatch={{ title: t('list.noMatchTitle'), text: t('list.noMatchText') }}
      empty={{
        icon: <HorseshoeIcon />,
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        action: <AddServiceButton />,
      }}
    />
  );

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
