// The animal and animal-category calls of the animal screens and the dashboard (spec 7, "Animals"); the answers'
// types come from the response schemas the API documents (lib/validation/animal.ts).
import type { z } from 'zod';
import type {
  ANIMAL_SEXES,
  AnimalOutput,
  animalBreedSchema,
  animalDetailsSchema,
  animalListRowSchema,
  animalSavedSchema,
  animalSuggestionSchema,
  animalTypeSchema,
  MicrochipMatch,
} from '@/lib/validation/animal';
import type { ActiveStatus, StatusResult } from '@/lib/validation/list';
import { apiFetch } from './api-client';
import type { CustomerSuggestion } from './customer-api';

export type AnimalSex = (typeof ANIMAL_SEXES)[number];

export type AnimalListRow = z.output<typeof animalListRowSchema>;
export type { MicrochipMatch };
export type AnimalSuggestion = z.output<typeof animalSuggestionSchema>;
export type AnimalOwner = NonNullable<AnimalListRow['owner']>;
export type AnimalType = z.output<typeof animalTypeSchema>;
export type AnimalBreed = z.output<typeof animalBreedSchema>;
/** An animal type or breed, with both names and the one in the request language. */
export type AnimalCategory = NonNullable<AnimalDetails['animalType']>;

/**
 * A journal row as the details table shows it. Journals land with their own issue, and until then the API answers an
 * empty list (documented as items of any shape); the table's columns are typed here meanwhile.
 */
export interface AnimalJournal {
  id: string;
  journalNumber?: string | number | null;
  createdBy?: string | { firstName?: string; lastName?: string | null } | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export type AnimalDetails = Omit<z.output<typeof animalDetailsSchema>, 'journals'> & {
  journals: AnimalJournal[];
};
/** The answer of create and update: the details, and the other animals that share the microchip number. */
export type AnimalSaved = AnimalDetails & Pick<z.output<typeof animalSavedSchema>, 'microchipDuplicates'>;

export type { CustomerSuggestion } from './customer-api';

export const ANIMAL_LIST_PATH = 'animals/list';
export { ANIMAL_SORTS, type AnimalSort } from '@/lib/validation/animal';

export const animalDetailsPath = (id: string) => `animals/details/${id}`;
export const ANIMAL_TYPES_PATH = 'categories/animalTypes/suggestions';
export const animalBreedsPath = (animalTypeId: string) =>
  `categories/animalBreeds/suggestions?animalTypeId=${encodeURIComponent(animalTypeId)}`;

/** The fields as JSON, or — with a picture — multipart with `data` (the same JSON) and `picture`. */
function animalBody(values: AnimalOutput, picture?: Blob | null): unknown {
  if (!picture) return values;
  const form = new FormData();
  form.set('data', JSON.stringify(values));
  const extension = picture.type === 'image/webp' ? 'webp' : picture.type === 'image/png' ? 'png' : 'jpg';
  form.set('picture', picture, `picture.${extension}`);
  return form;
}

export const createAnimal = (values: AnimalOutput, picture?: Blob | null) =>
  apiFetch<AnimalSaved>('animals/create', { method: 'POST', body: animalBody(values, picture) });

/** Full replacement: optional fields left out are cleared; the picture is kept unless a new one is sent. */
export const updateAnimal = (id: string, values: AnimalOutput, picture?: Blob | null) =>
  apiFetch<AnimalSaved>(`animals/update/${id}`, { method: 'PUT', body: animalBody(values, picture) });

/** The caller's other animals with this chip number (the animal being edited left out): the form's warning. */
export const checkMicrochip = (microchipNumber: string, animalId?: string, signal?: AbortSignal) =>
  apiFetch<MicrochipMatch[]>('animals/microchip-check', {
    method: 'POST',
    body: animalId ? { microchipNumber, animalId } : { microchipNumber },
    signal,
  });

export const setAnimalStatus = (id: string, status: ActiveStatus) =>
  apiFetch<StatusResult>(`animals/update-status/${id}`, {
    method: 'PATCH',
    body: { status },
  });

/** Links the animal to one of the caller's customers, or unlinks it (null); answers with the animal's details. */
export const manageAnimalLink = (animalId: string, customerId: string | null) =>
  apiFetch<AnimalDetails>('animals/manage-link', { method: 'POST', body: { animalId, customerId } });

export const fetchAnimalTypes = (signal?: AbortSignal) =>
  apiFetch<AnimalType[]>(ANIMAL_TYPES_PATH, { signal });

export const fetchAnimalBreeds = (animalTypeId: string, signal?: AbortSignal) =>
  apiFetch<AnimalBreed[]>(animalBreedsPath(animalTypeId), { signal });

/** Active customers matching the search, best first — the owner picker. */
export const fetchCustomerSuggestions = (search: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ limit: '20' });
  if (search.trim()) query.set('search', search.trim());
  return apiFetch<CustomerSuggestion[]>(`customers/suggestions?${query.toString()}`, { signal });
};
