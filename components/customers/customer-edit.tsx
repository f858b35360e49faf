'use client';
// /customer-edit/{id}: loads the customer, then the shared form (which restores a draft on top of it).
import { useTranslations } from 'next-intl';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { customerDetailsPath, type CustomerDetails } from '@/lib/customer-api';
import { formatPersonName } from '@/lib/format';
import { isUuid, useApiResource } from '@/lib/use-api-resource';
import { CustomerForm } from './customer-form';

export function CustomerEdit({ id }: { id: string }) {
  const t = useTranslations('customers');
  const resource = useApiResource<CustomerDetails>(isUuid(id) ? customerDetailsPath(id) : null);

  if (resource.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (resource.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/customer-management"
        backLabel={t('backToList')}
      />
    );
  }
  if (resource.status === 'error') {
    return <ErrorState error={resource.error} title={t('details.error')} onRetry={resource.reload} />;
  }
  const customer = resource.data;
  const name = formatPersonName(customer.firstName, customer.lastName);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={{ href: `/customer-details/${customer.id}`, label: t('form.backToCustomer', { name }) }}
        title={t('form.editTitle')}
        description={name}
      />
      <CustomerForm key={customer.id} customer={customer} />
    </div>
  );
}
