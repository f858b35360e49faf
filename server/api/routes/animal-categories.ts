// Category routes for animals (spec 7, Animals row): types and breeds, names in the request language.
import 'server-only';
import {
  animalBreedSchema,
  animalBreedsQuery,
  animalTypeSchema,
  animalTypesQuery,
} from '@/lib/validation/animal';
import { animalBreedSuggestions, animalTypeSuggestions } from '@/server/animals/animal-categories';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Categories', noun: 'category' });
export const animalCategoryRoutes = routes.app;

// GET /categories/animalTypes/suggestions — horse, pony, donkey, mule (optional ?search)
routes.suggestions('/categories/animalTypes/suggestions', {
  access: { role: 'staff' },
  summary: 'Animal types matching an optional search (English or Swedish name)',
  query: animalTypesQuery,
  row: animalTypeSchema,
  answers: 'Animal types in alphabetical order',
  useCase: animalTypeSuggestions,
});

// GET /categories/animalBreeds/suggestions — breeds of ?animalTypeId (required), optional ?search
routes.suggestions('/categories/animalBreeds/suggestions', {
  access: { role: 'staff' },
  summary: 'Breeds of one animal type (?animalTypeId required), matching an optional search',
  query: animalBreedsQuery,
  row: animalBreedSchema,
  answers: 'Breeds in alphabetical order',
  useCase: animalBreedSuggestions,
});
