'use client';
import { useTranslations } from 'next-intl';
import { RecordAddScreen } from '@/components/record';
import { isUuid } from '@/lib/is-uuid';
import { AnimalForm } from './animal-form';
import { ANIMALS } from './animal-resource';

/** /animal-add, optionally /animal-add?customerId=… from a customer's page (the owner is then preselected). */
export function AnimalAdd({ customerId }: { customerId?: string }) {
  const t = useTranslations('animals');
  const owner = isUuid(customerId) ? customerId : undefined;
  return (
    <RecordAddScreen
      resource={ANIMALS}
      back={owner ? { href: `/customer-details/${owner}`, label: t('form.backToCustomer') } : undefined}
    >
      <AnimalForm customerId={owner} />
    </RecordAddScreen>
  );
}
