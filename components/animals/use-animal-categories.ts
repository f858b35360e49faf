'use client';
// The options of the type → breed pickers: the types once, the breeds of the chosen type (both reference data).
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { ANIMAL_TYPES, animalBreeds, type AnimalBreed, type AnimalType } from '@/lib/client/animal-api';
import { isUuid } from '@/lib/is-uuid';
import { referenceQuery } from '@/lib/client/queries/reference';

export interface CategoryOptions {
  options: SelectOption[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  reload: () => void;
}

/** Names follow the displayed language even when it changed after the list was fetched. */
function toOptions(items: Array<AnimalType | AnimalBreed> | undefined, locale: string): SelectOption[] {
  return (items ?? []).map((item) => ({
    value: item.id,
    label: locale === 'sv' ? item.nameSv : item.nameEn,
  }));
}

export function useAnimalCategories(animalTypeId: string): {
  types: CategoryOptions;
  breeds: CategoryOptions;
} {
  const locale = useLocale();
  const typeChosen = isUuid(animalTypeId);
  const types = useQuery(referenceQuery<AnimalType>(ANIMAL_TYPES));
  const breeds = useQuery({
    ...referenceQuery<AnimalBreed>(animalBreeds(typeChosen ? animalTypeId : '')),
    enabled: typeChosen,
  });
  const typeOptions = useMemo(() => toOptions(types.data, locale), [types.data, locale]);
  const breedOptions = useMemo(() => toOptions(breeds.data, locale), [breeds.data, locale]);
  const status = (query: typeof types | typeof breeds): CategoryOptions['status'] =>
    query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    types: { options: typeOptions, status: status(types), reload: () => void types.refetch() },
    breeds: {
      options: breedOptions,
      status: typeChosen ? status(breeds) : 'idle',
      reload: () => void breeds.refetch(),
    },
  };
}
