'use client';
// The options of the type → breed pickers: the types once, the breeds of the chosen type (both reference data).
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { ANIMAL_TYPES_PATH, animalBreedsPath, type AnimalBreed, type AnimalType } from '@/lib/animal-api';
import { isUuid, useApiResource } from '@/lib/use-api-resource';

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
  const types = useApiResource<AnimalType[]>(ANIMAL_TYPES_PATH);
  const breeds = useApiResource<AnimalBreed[]>(isUuid(animalTypeId) ? animalBreedsPath(animalTypeId) : null);
  const typeOptions = useMemo(() => toOptions(types.data, locale), [types.data, locale]);
  const breedOptions = useMemo(() => toOptions(breeds.data, locale), [breeds.data, locale]);
  const status = (s: string): CategoryOptions['status'] =>
    s === 'ready' ? 'ready' : s === 'loading' ? 'loading' : s === 'error' ? 'error' : 'idle';
  return {
    types: { options: typeOptions, status: status(types.status), reload: types.reload },
    breeds: {
      options: breedOptions,
      status: isUuid(animalTypeId) ? status(breeds.status) : 'idle',
      reload: breeds.reload,
    },
  };
}
