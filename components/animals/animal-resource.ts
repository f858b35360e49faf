// The animal register as the record kit sees it.
import type { RecordResource } from '@/components/record/record-resource';
import type { AnimalDetails } from '@/lib/animal-api';
import { animalQueries, useSetAnimalStatus } from '@/lib/queries/animals';
import { useRecord } from '@/lib/queries/record';

export const ANIMALS: RecordResource<AnimalDetails, AnimalDetails> = {
  namespace: 'animals',
  route: 'animal',
  listHref: '/animal-management',
  useRecord: (id, options) => useRecord(animalQueries.details, id, options),
  useSetStatus: useSetAnimalStatus,
  name: (animal) => animal.name,
};
