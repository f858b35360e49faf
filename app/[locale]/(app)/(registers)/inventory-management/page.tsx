import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RouteLoading } from '@/components/app-shell/route-loading';
import { InventoryManagement } from '@/components/inventory/inventory-management';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('inventory');
  return { title: t('title') };
}

export default function InventoryManagementPage() {
  // The open tab comes from the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense fallback={<RouteLoading variant="list" />}>
      <InventoryManagement />
    </Suspense>
  );
}
