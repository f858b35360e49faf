// The animal register as the record kit sees it.
import { recordResource } from '@/components/record/record-resource';
import type { AnimalDetails } from '@/lib/client/animal-api';
import { animalQueries } from '@/lib/client/queries/animals';

export const ANIMALS = recordResource({
  namespace: 'animals',
  route: 'animal',
  queries: animalQueries,
  name: (animal: AnimalDetails) => animal.name,
});
