'use client';
// /inventory-service-edit/{id}: loads the service, then the shared form (which restores a draft on top of it).
import { useTranslations } from 'next-intl';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { serviceDetailsPath, type Service } from '@/lib/service-api';
import { isUuid, useApiResource } from '@/lib/use-api-resource';
import { ServiceForm } from './service-form';

export function ServiceEdit({ id }: { id: string }) {
  const t = useTranslations('services');
  const resource = useApiResource<Service>(isUuid(id) ? serviceDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/inventory-management?tab=services"
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }
  const service = resource.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        back={{
          href: `/inventory-service-details/${service.id}`,
          label: t('form.backToService', { name: service.service }),
        }}
        title={t('form.editTitle')}
        description={service.service}
      />
      <ServiceForm key={service.id} service={service} />
    </div>
  );
}
