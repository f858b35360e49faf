import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductEdit } from '@/components/inventory/product-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('inventory.form');
  return { title: t('editTitle') };
}

export default async function ProductEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductEdit key={id} id={id} />;
}
