// The fuzz's reference data (categories/*): the breeds of an animal type.
import { defineFuzz, firstId } from '../support/feature';

export default defineFuzz({
  idFields: { animalTypeId: 'reference', breedId: 'reference' },
  entries: {
    'GET /categories/animalBreeds/suggestions': {
      query: async (t) => ({ animalTypeId: await firstId(t, 'categories/animalTypes/suggestions') }),
    },
  },
});
