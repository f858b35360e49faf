'use client';
// /inventory-edit/{id}: loads the product, then the shared form (which restores a draft on top of it).
import { useTranslations } from 'next-intl';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { productDetailsPath, type Product } from '@/lib/inventory-api';
import { isUuid, useApiResource } from '@/lib/use-api-resource';
import { ProductForm } from './product-form';

export function ProductEdit({ id }: { id: string }) {
  const t = useTranslations('inventory');
  const resource = useApiResource<Product>(isUuid(id) ? productDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/inventory-management"
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }
  const product = resource.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        back={{
          href: `/inventory-details/${product.id}`,
          label: t('form.backToProduct', { name: product.name }),
        }}
        title={t('form.editTitle')}
        description={product.name}
      />
      <ProductForm key={product.id} product={product} />
    </div>
  );
}
