'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { ProductForm } from './product-form';

export function ProductAdd() {
  const t = useTranslations('inventory');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        back={{ href: '/inventory-management', label: t('backToList') }}
        title={t('form.addTitle')}
        description={t('form.addText')}
      />
      <ProductForm />
    </div>
  );
}
