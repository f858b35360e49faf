'use client';
// The Products tab of /inventory-management: search, status filter, sort, "low stock only", "show more"; a table on
// wider screens, cards on phones, low stock flagged on every row.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { StatusBadge, type DataColumn } from '@/components/list';
import { AddRecordButton, RegisterScreen, useRegister } from '@/components/record';
import { AlertIcon, BoxIcon } from '@/components/ui/icons';
import { LOW_STOCK_LIMIT, type Product } from '@/lib/client/inventory-api';
import { productQueries } from '@/lib/client/queries/products';
import { useInventoryFormat } from './inventory-format';
import { LowStockBadge } from './low-stock-badge';
import { LowStockToggle } from './low-stock-toggle';
import { PRODUCTS } from './product-resource';
import { StockStepper } from './stock-stepper';

export function AddProductButton() {
  return <AddRecordButton resource={PRODUCTS} />;
}

export function ProductList() {
  const t = useTranslations('inventory');
  const fmt = useInventoryFormat();
  const register = useRegister(productQueries.list, ['name', 'newest', 'stock'], {
    filters: { lowStock: ['false', 'true'] },
    toQuery: ({ lowStock, ...params }) => ({ ...params, lowStock: lowStock === 'true' ? 'true' : undefined }),
  });
  const lowStockOnly = register.params.lowStock === 'true';
  const lowStock = useQuery(productQueries.lowStock(LOW_STOCK_LIMIT));
  const lowStockCount = lowStock.data?.length ?? 0;

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
      // Wider screens: the stock with its +/− in the table (phone cards have them under the card's link).
      id: 'stock',
      header: t('columns.stock'),
      card: 'hidden',
      cell: (p) => (
        <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
          <StockStepper product={p} />
          <span className="whitespace-nowrap text-stone-500 tabular-nums">
            {t('list.minimum', { minimum: fmt.number(p.minimumReorderLevel) })}
          </span>
          {p.lowStock && <LowStockBadge />}
        </span>
      ),
    },
    {
      // Phone cards: the reorder level and the flag (the stock itself is in the card's footer, with its +/−).
      id: 'stockLevel',
      header: t('fields.minimumReorderLevel'),
      cell: (p) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="whitespace-nowrap tabular-nums">
            {t('list.minimum', { minimum: fmt.number(p.minimumReorderLevel) })}
          </span>
          {p.lowStock && <LowStockBadge />}
        </span>
      ),
      className: 'md:hidden',
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

  return (
    <RegisterScreen
      resource={PRODUCTS}
      register={register}
      columns={columns}
      icon={<BoxIcon />}
      header={false}
      filtered={register.searched || lowStockOnly}
      cardFooter={(p) => (
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-stone-600">{t('columns.stock')}</span>
          <StockStepper product={p} />
        </div>
      )}
      noMatch={
        lowStockOnly && !register.searched
          ? { icon: <BoxIcon />, title: t('list.noLowStockTitle'), text: t('list.noLowStockText') }
          : undefined
      }
    >
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <LowStockToggle
          checked={lowStockOnly}
          onCheckedChange={(checked) => register.setParam('lowStock', checked ? 'true' : 'false')}
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
    </RegisterScreen>
  );
}
