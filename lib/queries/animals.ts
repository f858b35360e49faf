// The animal reads and writes of the screens and the dashboard on the query cache: keys in keys.ts, calls in
// lib/animal-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ANIMAL_LIST_PATH,
  animalDetailsPath,
  createAnimal,
  manageAnimalLink,
  setAnimalStatus,
  updateAnimal,
  type AnimalDetails,
  type AnimalListRow,
} from '@/lib/animal-api';
import { apiFetch } from '@/lib/api-client';
import type { ActiveStatus } from '@/lib/customer-api';
import type { AnimalOutput } from '@/lib/validation/animal';
import { cursorListQuery, type ListParams } from './cursor-list';
import { queryKeys } from './keys';

const keys = queryKeys.animals;

export const animalQueries = {
  /** The register and the dashboard (by next visit, pages of 10). */
  list: (params: ListParams) => cursorListQuery<AnimalListRow>(keys.list, ANIMAL_LIST_PATH, params),
  details: (id: string) =>
    queryOptions({
      queryKey: keys.details(id),
      queryFn: ({ signal }) => apiFetch<AnimalDetails>(animalDetailsPath(id), { signal }),
    }),
};

/**
 * A changed animal answers with its whole details (they go straight into the cache); it also shows in the lists, the
 * dashboard and on its owners' pages (before and after a change of owner).
 */
function useAnimalChanged() {
  const client = useQueryClient();
  return (animal: AnimalDetails) => {
    client.setQueryData(keys.details(animal.id), animal);
    void client.invalidateQueries({ queryKey: keys.lists });
    void client.invalidateQueries({ queryKey: queryKeys.customers.allDetails });
  };
}

/** Adds an animal, or replaces the one with `id`; a picture goes along as multipart. */
export function useSaveAnimal(id?: string) {
  const changed = useAnimalChanged();
  return useMutation({
    mutationFn: ({ values, picture }: { values: AnimalOutput; picture: Blob | null }) =>
      id ? updateAnimal(id, values, picture) : createAnimal(values, picture),
    onSuccess: changed,
  });
}

export function useSetAnimalStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ActiveStatus) => setAnimalStatus(id, status),
    onSuccess: ({ status }) => {
      client.setQueryData(keys.details(id), (old) => old && { ...old, status });
      void client.invalidateQueries({ queryKey: keys.lists });
      void client.invalidateQueries({ queryKey: queryKeys.customers.allDetails });
    },
  });
}

/** Links the animal to a customer, or unlinks it (null). */
export function useLinkAnimalOwner(animalId: string) {
  const changed = useAnimalChanged();
  return useMutation({
    mutationFn: (customerId: string | null) => manageAnimalLink(animalId, customerId),
    onSuccess: changed,
  });
}
