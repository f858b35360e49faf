// Animal routes (spec 7, Animals row); the dashboard is animals/list sorted by next visit.
import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  animalDetailsSchema,
  animalInput,
  animalListQuery,
  animalListRowSchema,
  animalSavedSchema,
  animalSuggestionSchema,
  animalSuggestionsQuery,
  manageLinkInput,
  microchipCheckInput,
  microchipMatchSchema,
} from '@/lib/validation/animal';
import { TIME_ZONE } from '@/lib/time-zone';
import { checkMicrochip } from '@/server/animals/microchip-duplicates';
import { animalSuggestions, getAnimal, listAnimals } from '@/server/animals/read-animals';
import {
  createAnimal,
  manageAnimalLink,
  setAnimalStatus,
  updateAnimal,
} from '@/server/animals/write-animals';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Animals', noun: 'animal' });
export const animalRoutes = routes.app;

/** JSON, or multipart with `data` (the same JSON) and `picture`. */
const animalBody = {
  schema: animalInput,
  files: ['picture'],
  data: 'The animal fields as a JSON string',
  description: 'The fields as JSON, or multipart with `data` (the same JSON) and `picture`',
} as const;

// POST /animals/create — a new animal; multipart to upload its picture
routes.create('/animals/create', {
  access: { role: 'staff' },
  summary: 'Create an animal (JSON, or multipart with `data` + `picture` ≤ 10 MB, re-encoded)',
  description:
    'When `latestVisit` and `shoeingIntervalWeeks` are given without `nextVisit`, the next visit is ' +
    'latestVisit + interval weeks. The breed must belong to the animal type; the owner must be your customer. ' +
    '`microchipDuplicates` names your other animals with the same microchip number (saved anyway).',
  body: animalBody,
  response: animalSavedSchema,
  useCase: createAnimal,
});

// GET /animals/details/{id} — one animal with owner, type, breed, picture and journals
routes.details('/animals/details/{id}', {
  access: { role: 'staff' },
  summary: 'An animal with its owner, type, breed, picture and journals',
  response: animalDetailsSchema,
  useCase: getAnimal,
});

// PUT /animals/update/{id} — replaces the fields (omitted optional fields are cleared; the picture is kept)
routes.update('/animals/update/{id}', {
  access: { role: 'staff' },
  summary: 'Update an animal (all fields, as the form sends them); multipart to replace the picture',
  description:
    'Omitted optional fields are cleared. The picture is kept unless a new `picture` is sent. ' +
    '`microchipDuplicates` names your other animals with the same microchip number (saved anyway).',
  body: animalBody,
  response: animalSavedSchema,
  useCase: updateAnimal,
});

// GET /animals/list — the register and the dashboard (?sort=nextVisit: overdue first); ?ferrierId only the caller
routes.list('/animals/list', {
  access: { role: 'staff' },
  summary:
    'List animals: ?search (name, chip, passport, stable, city, colour, owner), ?status=all|active|inactive, ' +
    '?sort=name|nextVisit|newest, ?cursor, ?limit ≤ 200',
  description:
    '`sort=nextVisit` orders by next visit ascending with animals without one last, so overdue animals ' +
    `(next visit before today in ${TIME_ZONE}, \`overdue: true\`) come first.`,
  query: animalListQuery,
  row: animalListRowSchema,
  useCase: listAnimals,
});

// GET /animals/suggestions — active animals matching ?search, optionally of one owner (?customerId)
routes.suggestions('/animals/suggestions', {
  access: { role: 'staff' },
  summary: 'Active animals matching an optional search (and ?customerId owner), best first',
  query: animalSuggestionsQuery,
  row: animalSuggestionSchema,
  useCase: animalSuggestions,
});

// POST /animals/manage-link/ — link an animal to its owner customer, or unlink it (spec path has a trailing slash)
for (const path of ['/animals/manage-link', '/animals/manage-link/']) {
  routes.action(path, {
    access: { role: 'staff' },
    summary: 'Link an animal to an owner (one of your customers), or unlink it with customerId null',
    description:
      'Sets the owner of `animalId` to `customerId`, or removes the owner when `customerId` is null. ' +
      'Both must belong to your account: another account’s animal or customer is 404. ' +
      'Returns the animal’s details. Registered with and without the trailing slash.',
    body: manageLinkInput,
    response: animalDetailsSchema,
    answers: 'The animal with its new owner',
    useCase: manageAnimalLink,
  });
}

// POST /animals/microchip-check — which other animals of yours have this chip number (the form warns as it is typed)
routes.action('/animals/microchip-check', {
  access: { role: 'staff' },
  summary: 'Your other animals with a microchip number: a warning before saving, not a rule',
  description:
    'The number in the body (not the URL, so it stays out of logs), 15 digits, spaces allowed. `animalId`, the ' +
    'animal being edited, is left out of the answer; another account’s animal is 404. Other accounts’ animals ' +
    'are never searched.',
  body: microchipCheckInput,
  response: z.array(microchipMatchSchema),
  answers: 'The other animals with this number (at most 10; empty when none)',
  useCase: checkMicrochip,
});

// PATCH /animals/update-status/{id} — active ↔ inactive
routes.updateStatus('/animals/update-status/{id}', {
  access: { role: 'staff' },
  summary: 'Set an animal active or inactive (inactive ones leave the suggestions)',
  useCase: setAnimalStatus,
});
