'use client';
// /customer-management: search, active/inactive filter, sort, "show more"; a table on wider screens, cards on phones.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
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
import { PlusIcon, UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { CUSTOMER_LIST_PATH, type Customer } from '@/lib/customer-api';
import { formatPersonName, formatPhone } from '@/lib/format';

const SORTS = ['name', 'newest', 'city'] as const;

export function CustomerList() {
  const t = useTranslations('customers');
  const [params, setParam, resetParams] = useListParams(
    { search: '', status: 'all', sort: 'name' },
    { status: STATUS_FILTERS, sort: SORTS },
  );
  const list = useCursorList<Customer>(CUSTOMER_LIST_PATH, params);
  const filtered = params.search.trim() !== '' || params.status !== 'all';

  const columns: DataColumn<Customer>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      cell: (c) => formatPersonName(c.firstName, c.lastName),
    },
    { id: 'city', header: t('columns.city'), cell: (c) => c.city ?? '' },
    {
      id: 'phone',
      header: t('columns.phone'),
      cell: (c) => formatPhone(c.phone),
      className: 'whitespace-nowrap',
    },
    {
      id: 'email',
      header: t('columns.email'),
      cell: (c) => c.email ?? '',
      card: 'hidden',
      className: 'hidden xl:table-cell break-all',
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (c) => <StatusBadge status={c.status} />,
      card: 'aside',
      className: 'w-28',
    },
  ];

  const addButton = (
    <Button asChild>
      <Link href="/customer-add">
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );

  const body = (
    <ListBody
      list={list}
      columns={columns}
      href={(c) => `/customer-details/${c.id}`}
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
        icon: <UsersIcon />,
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        action: addButton,
      }}
    />
  );

  return (
    <div>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={addButton} />
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
