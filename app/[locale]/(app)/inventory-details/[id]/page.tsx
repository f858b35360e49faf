import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductDetailsView } from '@/components/inventory/product-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('inventory.details');
  return { title: t('title') };
}

export default async function ProductDetailsViewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductDetailsView key={id} id={id} />;
}
