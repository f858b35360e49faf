'use client';
// /inventory-management: Products and Services as two tabs; the open tab is kept in the address (?tab=services) so
// Back from a details page, a reload or a shared link opens the same one.
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AddServiceButton, ServiceList } from '@/components/services/service-list';
import { BoxIcon, HorseshoeIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { AddProductButton, ProductList } from './product-list';

export const INVENTORY_TABS = ['products', 'services'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

const triggerClass = cn(
  'flex min-h-12 flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold',
  'text-stone-600 transition-colors hover:text-stone-900 sm:flex-none sm:px-5 sm:text-base',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

export function InventoryManagement() {
  const t = useTranslations('inventory');
  const searchParams = useSearchParams();
  const tab: InventoryTab = searchParams.get('tab') === 'services' ? 'services' : 'products';

  // A new tab starts with its own list's defaults: the other list's search and filters leave the address.
  const changeTab = (next: string) => {
    const query = next === 'services' ? '?tab=services' : '';
    window.history.replaceState(null, '', `${window.location.pathname}${query}`);
  };

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={tab === 'services' ? <AddServiceButton /> : <AddProductButton />}
      />
      <Tabs.Root value={tab} onValueChange={changeTab}>
        <Tabs.List aria-label={t('tabsLabel')} className="mb-4 flex border-b border-stone-200 sm:mb-5">
          <Tabs.Trigger value="products" className={cn(triggerClass, '-mb-px')}>
            <BoxIcon className="size-5" />
            {t('tabs.products')}
          </Tabs.Trigger>
          <Tabs.Trigger value="services" className={cn(triggerClass, '-mb-px')}>
            <HorseshoeIcon className="size-5" />
            {t('tabs.services')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" className="focus-visible:outline-offset-4">
          <ProductList />
        </Tabs.Content>
        <Tabs.Content value="services" className="focus-visible:outline-offset-4">
          <ServiceList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
