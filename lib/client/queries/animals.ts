// The animal reads and writes of the screens and the dashboard on the query cache: keys in keys.ts, calls in
// lib/animal-api.ts.
import { useMutation } from '@tanstack/react-query';
import {
  createAnimal,
  fetchAnimal,
  fetchAnimalPage,
  manageAnimalLink,
  setAnimalStatus,
  updateAnimal,
  type AnimalDetails,
  type AnimalListRow,
  type AnimalSaved,
} from '@/lib/client/animal-api';
import type { AnimalOutput } from '@/lib/validation/animal';
import { queryKeys } from './keys';
import { registerQueries } from './register';

/** The fields, and a new picture (sent as multipart) or null to keep the stored one. */
type AnimalValues = { values: AnimalOutput; picture: Blob | null };

export const animalQueries = registerQueries<AnimalListRow, AnimalDetails, AnimalValues, AnimalSaved>({
  keys: queryKeys.animals,
  readPage: fetchAnimalPage,
  fetchDetails: fetchAnimal,
  create: ({ values, picture }) => createAnimal(values, picture),
  update: (id, { values, picture }) => updateAnimal(id, values, picture),
  setStatus: setAnimalStatus,
  // The duplicate-chip warning belongs to the save, not to the animal's page.
  toDetails: ({ microchipDuplicates: _duplicates, ...details }) => details,
  // The owners' pages list their animals (before and after a change of owner).
  related: [queryKeys.customers.allDetails],
});

/** Links the animal to a customer, or unlinks it (null); the answer is the animal's details. */
export function useLinkAnimalOwner(animalId: string) {
  const changed = animalQueries.useChanged();
  return useMutation({
    mutationFn: (customerId: string | null) => manageAnimalLink(animalId, customerId),
    onSuccess: (animal) => changed(animal.id, animal),
  });
}
