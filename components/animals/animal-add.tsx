'use client';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { isUuid } from '@/lib/use-api-resource';
import { AnimalForm } from './animal-form';

/** /animal-add, optionally /animal-add?customerId=… from a customer's page (the owner is then preselected). */
export function AnimalAdd({ customerId }: { customerId?: string }) {
  const t = useTranslations('animals');
  const owner = isUuid(customerId) ? customerId : undefined;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={
          owner
            ? { href: `/customer-details/${owner}`, label: t('form.backToCustomer') }
            : { href: '/animal-management', label: t('backToList') }
        }
        title={t('form.addTitle')}
        description={t('form.addText')}
      />
      <AnimalForm customerId={owner} />
    </div>
  );
}
