import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductAdd } from '@/components/inventory/product-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('inventory.form');
  return { title: t('addTitle') };
}

export default function ProductAddPage() {
  return <ProductAdd />;
}
