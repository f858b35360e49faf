'use client';
// The Products tab of /inventory-management: search, status filter, sort, "low stock only", "show more"; a table on
// wider screens, cards on phones, low stock flagged on every row.
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
import { AlertIcon, BoxIcon, PlusIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import {
  LOW_STOCK_LIMIT,
  lowStockPath,
  PRODUCT_LIST_PATH,
  type LowStockItem,
  type Product,
} from '@/lib/inventory-api';
import { useApiResource } from '@/lib/use-api-resource';
import { useInventoryFormat } from './inventory-format';
import { LowStockBadge } from './low-stock-badge';
import { LowStockToggle } from './low-stock-toggle';

const SORTS = ['name', 'newest', 'stock'] as const;

export function AddProductButton() {
  const t = useTranslations('inventory');
  return (
    <Button asChild>
      <Link href="/inventory-add">
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}

export function ProductList() {
  const t = useTranslations('inventory');
  const fmt = useInventoryFormat();
  const [params, setParam, resetParams] = useListParams(
    { search: '', status: 'all', sort: 'name', lowStock: 'false' },
    { status: STATUS_FILTERS, sort: SORTS, lowStock: ['true', 'false'] },
  );
  const lowStockOnly = params.lowStock === 'true';
  const list = useCursorList<Product>(PRODUCT_LIST_PATH, {
    search: params.search,
    status: params.status,
    sort: params.sort,
    lowStock: lowStockOnly ? 'true' : undefined,
  });
  const lowStock = useApiResource<LowStockItem[]>(lowStockPath(LOW_STOCK_LIMIT));
  const lowStockCount = lowStock.status === 'ready' ? lowStock.data.length : 0;
  const searched = params.search.trim() !== '' || params.status !== 'all';

  const columns: DataColumn<Product>[] = [
    { id: 'name', header: t('columns.name'), card: 'title', cell: (p) => p.name },
    { id: 'brand', header: t('columns.brand'), cell: (p) => p.brandName ?? '' },
    {
      id: 'size',
      header: t('columns.size'),
      // Phone cards show no column headers: "Size 4x0" there, "4x0" under the table's Size header.
      cell: (p) =>
        p.size && (
          <>
            <span aria-hidden="true" className="md:hidden">
              {t('columns.size')}{' '}
            </span>
            {p.size}
          </>
        ),
      className: 'whitespace-nowrap',
    },
    {
      id: 'stock',
      header: t('columns.stock'),
      cell: (p) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn('whitespace-nowrap tabular-nums', p.lowStock && 'font-semibold text-amber-900')}
          >
            {fmt.quantity(p.stockQuantity, p.unit)}
          </span>
          <span className="whitespace-nowrap text-stone-500 tabular-nums">
            {t('list.minimum', { minimum: fmt.number(p.minimumReorderLevel) })}
          </span>
          {p.lowStock && <LowStockBadge />}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('columns.price'),
      cell: (p) => <span className="tabular-nums">{fmt.money(p.sellingPriceOre)}</span>,
      className: 'whitespace-nowrap md:text-right',
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (p) => <StatusBadge status={p.status} />,
      card: 'aside',
      className: 'w-28',
    },
  ];

  const body = (
    <ListBody
      list={list}
      columns={columns}
      href={(p) => `/inventory-details/${p.id}`}
      texts={{
        title: t('list.title'),
        loading: t('list.loading'),
        error: t('list.error'),
        clearFilters: t('list.clearFilters'),
      }}
      filtered={searched || lowStockOnly}
      onClearFilters={resetParams}
      noMatch={
        lowStockOnly && !searched
          ? { icon: <BoxIcon />, title: t('list.noLowStockTitle'), text: t('list.noLowStockText') }
          : { title: t('list.noMatchTitle'), text: t('list.noMatchText') }
      }
      empty={{
        icon: <BoxIcon />,
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        action: <AddProductButton />,
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
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <LowStockToggle
          checked={lowStockOnly}
          onCheckedChange={(checked) => setParam('lowStock', checked ? 'true' : 'false')}
          label={t('list.lowStockOnly')}
        />
        {lowStockCount > 0 && !lowStockOnly && (
          <p className="flex items-center gap-2 text-sm text-amber-900">
            <AlertIcon className="size-4 text-amber-700" />
            {lowStockCount >= LOW_STOCK_LIMIT
              ? t('list.lowStockAlertMany', { count: LOW_STOCK_LIMIT })
              : t('list.lowStockAlert', { count: lowStockCount })}
          </p>
        )}
      </div>
      <div className="mt-4">{body}</div>
    </div>
  );
}
