'use client';
// "Low stock" on the dashboard: up to five active products at or below their minimum reorder level. Hidden when
// nothing needs reordering (and while it loads, so the dashboard does not jump for an empty card).
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useInventoryFormat } from '@/components/inventory/inventory-format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { AlertIcon, BoxIcon, ChevronRightIcon } from '@/components/ui/icons';
import { productQueries } from '@/lib/client/queries/products';

export function LowStockCard() {
  const t = useTranslations('dashboard.lowStock');
  const format = useInventoryFormat();
  const lowStock = useQuery(productQueries.lowStock(5));

  if (lowStock.isError && !lowStock.data) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">{t('error')}</p>
          <Button variant="secondary" onClick={() => void lowStock.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!lowStock.data || lowStock.data.length === 0) return null;

  return (
    <Card>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
            <BoxIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <CardTitle>{t('title')}</CardTitle>
            <p className="text-sm text-stone-600">{t('text')}</p>
          </div>
        </div>
        <ul className="-mx-2 divide-y divide-stone-100">
          {lowStock.data.map((item) => (
            <li key={item.id}>
              <Link
                href={`/inventory-details/${item.id}`}
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-stone-900">{item.name}</span>
                  <span className="block text-sm text-stone-600">
                    {t('reorderAt', { level: format.quantity(item.minimumReorderLevel, item.unit) })}
                  </span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger-50 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-danger-800 tabular-nums">
                  <AlertIcon className="size-3.5" />
                  {t('inStock', { quantity: format.quantity(item.stockQuantity, item.unit) })}
                </span>
                <ChevronRightIcon className="size-4 text-stone-400" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
