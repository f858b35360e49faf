// Category routes for animals (spec 7, Animals row): types and breeds, names in the request language.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { searchParam } from '@/lib/validation/list';
import { animalBreedSuggestions, animalTypeSuggestions } from '@/server/animals/animal-categories';
import { requireAuth } from '../middleware/auth';
import { arrayOf, authErrorResponses, bearerSecurity } from '../openapi';
import type { AppEnv } from '../types';

const names = {
  id: z.uuid(),
  nameEn: z.string(),
  nameSv: z.string(),
  name: z.string().openapi({ description: 'In the request language (Accept-Language)' }),
};
const animalType = z
  .object({ ...names, slug: z.string().openapi({ example: 'horse' }) })
  .openapi('AnimalType');
const animalBreed = z.object({ ...names, animalTypeId: z.uuid() }).openapi('AnimalBreed');

const search = searchParam();
const typesQuery = z.object({ search });
const breedsQuery = z.object({
  animalTypeId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.animalType') }),
  ),
  search,
});

export const categoryRoutes = new OpenAPIHono<AppEnv>();
const common = { tags: ['Categories'], security: bearerSecurity, middleware: requireAuth };

// GET /categories/animalTypes/suggestions — horse, pony, donkey, mule (optional ?search)
categoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/categories/animalTypes/suggestions',
    summary: 'Animal types matching an optional search (English or Swedish name)',
    request: { query: typesQuery },
    responses: { 200: arrayOf(animalType, 'Animal types in alphabetical order'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await animalTypeSuggestions(c.var.locale, c.req.valid('query')) }, 200),
);

// GET /categories/animalBreeds/suggestions — breeds of ?animalTypeId (required), optional ?search
categoryRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/categories/animalBreeds/suggestions',
    summary: 'Breeds of one animal type (?animalTypeId required), matching an optional search',
    request: { query: breedsQuery },
    responses: { 200: arrayOf(animalBreed, 'Breeds in alphabetical order'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await animalBreedSuggestions(c.var.locale, c.req.valid('query')) }, 200),
);
