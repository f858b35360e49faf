// Animal routes (spec 7, Animals row); the dashboard is animals/list sorted by next visit.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { ANIMAL_SEXES, animalInput, manageLinkInput, type AnimalOutput } from '@/lib/validation/animal';
import { listQuery, statusInput, suggestionsQuery } from '@/lib/validation/list';
import { animalSuggestions, getAnimal, listAnimals } from '@/server/animals/read-animals';
import {
  createAnimal,
  manageAnimalLink,
  setAnimalStatus,
  updateAnimal,
  type AnimalFiles,
} from '@/server/animals/write-animals';
import { requireAuth, tenantQuery } from '../middleware/auth';
import { fromMultipart, isJson, isMultipart } from '../multipart';
import {
  arrayOf,
  authErrorResponses,
  bearerSecurity,
  dataOf,
  idParam,
  jsonBody,
  listOf,
  statusResult,
} from '../openapi';
import { strictInput } from '../strict-input';
import type { AppEnv } from '../types';

const owner = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string().nullable() }).nullable();
const category = z
  .object({
    id: z.uuid(),
    nameEn: z.string(),
    nameSv: z.string(),
    name: z.string().openapi({ description: 'In the request language' }),
  })
  .nullable();
const date = () => z.string().nullable().openapi({ description: 'YYYY-MM-DD' });
const overdue = z.boolean().openapi({ description: 'Next visit is before today (Europe/Stockholm)' });
const pictureUrl = z
  .string()
  .nullable()
  .openapi({ example: '/api/v1/files/0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10' });

const animalDetails = z
  .object({
    id: z.uuid(),
    name: z.string(),
    animalTypeId: z.uuid().nullable(),
    breedId: z.uuid().nullable(),
    color: z.string().nullable(),
    sex: z.enum(ANIMAL_SEXES),
    sizeCm: z.number().nullable().openapi({ description: 'Height at withers, cm' }),
    dateOfBirth: date(),
    microchipNumber: z.string().nullable(),
    passportNumber: z.string().nullable(),
    insuranceCompany: z.string().nullable(),
    specialNeeds: z.string().nullable(),
    shoeingType: z.string().nullable(),
    stable: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    customerId: z.uuid().nullable(),
    status: z.enum(['active', 'inactive']),
    latestVisit: date(),
    nextVisit: date(),
    shoeingIntervalWeeks: z.number().int().nullable(),
    overdue,
    owner,
    animalType: category,
    breed: category,
    pictureUrl,
    journals: z
      .array(z.unknown())
      .openapi({ description: 'The animal’s journals (empty until journals land)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AnimalDetails');

const animalListRow = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(['active', 'inactive']),
    sex: z.enum(ANIMAL_SEXES),
    animalTypeId: z.uuid().nullable(),
    typeName: z.string().nullable(),
    breedName: z.string().nullable(),
    stable: z.string().nullable(),
    city: z.string().nullable(),
    owner,
    latestVisit: date(),
    nextVisit: date(),
    shoeingIntervalWeeks: z.number().int().nullable(),
    overdue,
    pictureUrl,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AnimalListRow');

const suggestion = z.object({
  id: z.uuid(),
  name: z.string(),
  typeName: z.string().nullable(),
  city: z.string().nullable(),
  owner,
});

const animalMultipart = z.object({
  data: z.string().optional().openapi({ description: 'The animal fields as a JSON string' }),
  picture: z.any().optional().openapi({ type: 'string', format: 'binary', description: 'Image ≤ 10 MB' }),
});

// Not `required`: the library would then run the JSON validator on multipart requests too. Each content type is
// validated when sent, and a request without a body is checked by animalRequest.
const animalBody = {
  description: 'The fields as JSON, or multipart with `data` (the same JSON) and `picture`',
  content: {
    'application/json': { schema: strictInput(animalInput) },
    'multipart/form-data': { schema: strictInput(animalMultipart) },
  },
};

const animalListQuery = listQuery.extend({
  sort: z.enum(['name', 'nextVisit', 'newest'], { error: 'validation.invalid' }).default('name'),
});

const animalSuggestionsQuery = suggestionsQuery.extend({
  customerId: z.uuid('validation.customer').optional(),
});

export const animalRoutes = new OpenAPIHono<AppEnv>();
const common = { tags: ['Animals'], security: bearerSecurity, middleware: requireAuth };

/** JSON body, or multipart with `data` (the JSON) and `picture`. */
function animalRequest(c: {
  req: { header: (name: string) => string | undefined; valid: (target: 'json' | 'form') => unknown };
}): { input: AnimalOutput; files: AnimalFiles } {
  const type = c.req.header('content-type');
  if (isMultipart(type))
    return fromMultipart(c.req.valid('form') as Record<string, unknown>, animalInput, ['picture']);
  // No body at all: the same "required" messages as an empty form.
  if (!isJson(type)) return { input: animalInput.parse({}), files: {} };
  return { input: c.req.valid('json') as AnimalOutput, files: {} };
}

// POST /animals/create — a new animal; multipart to upload its picture
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'post',
    path: '/animals/create',
    summary: 'Create an animal (JSON, or multipart with `data` + `picture` ≤ 10 MB, re-encoded)',
    description:
      'When `latestVisit` and `shoeingIntervalWeeks` are given without `nextVisit`, the next visit is ' +
      'latestVisit + interval weeks. The breed must belong to the animal type; the owner must be your customer.',
    request: { body: animalBody },
    responses: { 201: dataOf(animalDetails, 'Created'), ...authErrorResponses },
  }),
  async (c) => {
    const { input, files } = animalRequest(c);
    return c.json({ data: await createAnimal(c.var.auth, input, files) }, 201);
  },
);

// GET /animals/details/{id} — one animal with owner, type, breed, picture and journals
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/animals/details/{id}',
    summary: 'An animal with its owner, type, breed, picture and journals',
    request: { params: idParam },
    responses: { 200: dataOf(animalDetails, 'The animal'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await getAnimal(c.var.auth, c.req.valid('param').id) }, 200),
);

// PUT /animals/update/{id} — replaces the fields (omitted optional fields are cleared; the picture is kept)
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'put',
    path: '/animals/update/{id}',
    summary: 'Update an animal (all fields, as the form sends them); multipart to replace the picture',
    description: 'Omitted optional fields are cleared. The picture is kept unless a new `picture` is sent.',
    request: { params: idParam, body: animalBody },
    responses: { 200: dataOf(animalDetails, 'Updated'), ...authErrorResponses },
  }),
  async (c) => {
    const { input, files } = animalRequest(c);
    return c.json({ data: await updateAnimal(c.var.auth, c.req.valid('param').id, input, files) }, 200);
  },
);

// GET /animals/list — the register and the dashboard (?sort=nextVisit: overdue first); ?ferrierId only the caller
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/animals/list',
    middleware: [requireAuth, tenantQuery],
    summary:
      'List animals: ?search (name, chip, passport, stable, city, colour, owner), ?status=all|active|inactive, ' +
      '?sort=name|nextVisit|newest, ?cursor, ?limit ≤ 200',
    description:
      '`sort=nextVisit` orders by next visit ascending with animals without one last, so overdue animals ' +
      '(next visit before today in Europe/Stockholm, `overdue: true`) come first.',
    request: { query: animalListQuery },
    responses: { 200: listOf(animalListRow, 'A page of animals'), ...authErrorResponses },
  }),
  async (c) => c.json(await listAnimals(c.var.auth, c.req.valid('query')), 200),
);

// GET /animals/suggestions — active animals matching ?search, optionally of one owner (?customerId)
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'get',
    path: '/animals/suggestions',
    summary: 'Active animals matching an optional search (and ?customerId owner), best first',
    request: { query: animalSuggestionsQuery },
    responses: { 200: arrayOf(suggestion, 'Matches'), ...authErrorResponses },
  }),
  async (c) => c.json({ data: await animalSuggestions(c.var.auth, c.req.valid('query')) }, 200),
);

// POST /animals/manage-link/ — link an animal to its owner customer, or unlink it (spec path has a trailing slash)
for (const path of ['/animals/manage-link', '/animals/manage-link/']) {
  animalRoutes.openapi(
    createRoute({
      ...common,
      method: 'post',
      path,
      summary: 'Link an animal to an owner (one of your customers), or unlink it with customerId null',
      description:
        'Sets the owner of `animalId` to `customerId`, or removes the owner when `customerId` is null. ' +
        'Both must belong to your account: another account’s animal or customer is 404. ' +
        'Returns the animal’s details. Registered with and without the trailing slash.',
      request: { body: jsonBody(manageLinkInput) },
      responses: { 200: dataOf(animalDetails, 'The animal with its new owner'), ...authErrorResponses },
    }),
    async (c) => c.json({ data: await manageAnimalLink(c.var.auth, c.req.valid('json')) }, 200),
  );
}

// PATCH /animals/update-status/{id} — active ↔ inactive
animalRoutes.openapi(
  createRoute({
    ...common,
    method: 'patch',
    path: '/animals/update-status/{id}',
    summary: 'Set an animal active or inactive (inactive ones leave the suggestions)',
    request: { params: idParam, body: jsonBody(statusInput) },
    responses: { 200: dataOf(statusResult, 'New status'), ...authErrorResponses },
  }),
  async (c) =>
    c.json(
      { data: await setAnimalStatus(c.var.auth, c.req.valid('param').id, c.req.valid('json').status) },
      200,
    ),
);
