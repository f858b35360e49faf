'use client';
// /animal-add, optionally /animal-add?customerId=… from a customer's page. A new animal starts as a horse, and one
// added from a customer has that customer as owner and the owner's address as where it stands (all editable). The
// form mounts once both are known, so they are its starting values: untouched, they are no change to keep in a
// draft or to ask about when leaving.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { RecordAddScreen } from '@/components/record';
import { PageSpinner } from '@/components/ui/spinner';
import { ANIMAL_TYPES, type AnimalType } from '@/lib/client/animal-api';
import { isUuid } from '@/lib/is-uuid';
import { customerQueries } from '@/lib/client/queries/customers';
import { referenceQuery } from '@/lib/client/queries/reference';
import { DEFAULT_ANIMAL_TYPE } from '@/lib/validation/animal';
import { AnimalForm } from './animal-form';
import { ownerAddress, type NewAnimalPrefill } from './animal-form-values';
import { ANIMALS } from './animal-resource';

export function AnimalAdd({ customerId }: { customerId?: string }) {
  const t = useTranslations('animals');
  const owner = isUuid(customerId) ? customerId : undefined;
  const types = useQuery(referenceQuery<AnimalType>(ANIMAL_TYPES));
  const ownerDetails = useQuery({ ...customerQueries.details(owner ?? ''), enabled: owner !== undefined });
  // Without the types or the owner (offline, a removed customer) the form still opens, just without the prefill.
  const typesSettled = types.data !== undefined || types.isError;
  const ownerSettled = !owner || ownerDetails.data !== undefined || ownerDetails.isError;

  const prefill: NewAnimalPrefill = {
    animalTypeId: types.data?.find((type) => type.slug === DEFAULT_ANIMAL_TYPE)?.id ?? '',
    customerId: owner ?? '',
    ...(ownerDetails.data ? ownerAddress(ownerDetails.data) : {}),
  };

  return (
    <RecordAddScreen
      resource={ANIMALS}
      back={owner ? { href: `/customer-details/${owner}`, label: t('form.backToCustomer') } : undefined}
    >
      {typesSettled && ownerSettled ? (
        <AnimalForm customerId={owner} prefill={prefill} />
      ) : (
        <PageSpinner label={t('form.preparing')} />
      )}
    </RecordAddScreen>
  );
}
