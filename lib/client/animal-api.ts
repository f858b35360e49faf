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
import type { JournalRow } from '@/lib/validation/journal';
import type { ActiveStatus, StatusResult } from '@/lib/validation/list';
import { api, formData, listQuery, read, readPage, type ListQuery, type Page } from './api-client';
import type { ReferenceSource } from './queries/reference';
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

/** A journal row as the details table shows it (journals/list's row). */
export type AnimalJournal = JournalRow;

export type AnimalDetails = z.output<typeof animalDetailsSchema>;
/** The answer of create and update: the details, and the other animals that share the microchip number. */
export type AnimalSaved = AnimalDetails & Pick<z.output<typeof animalSavedSchema>, 'microchipDuplicates'>;

export type { CustomerSuggestion } from './customer-api';

export { ANIMAL_SORTS, type AnimalSort } from '@/lib/validation/animal';

export const fetchAnimalPage = (query: ListQuery, signal?: AbortSignal): Promise<Page<AnimalListRow>> =>
  readPage(api.GET('/animals/list', { params: { query: listQuery('/animals/list', query) }, signal }));

export const fetchAnimal = async (id: string, signal?: AbortSignal): Promise<AnimalDetails> =>
  withJournalRows(await read(api.GET('/animals/details/{id}', { params: { path: { id } }, signal })));

/** The animal types of the pickers. */
export const ANIMAL_TYPES: ReferenceSource<AnimalType> = {
  key: 'categories/animalTypes/suggestions',
  read: (signal) => read(api.GET('/categories/animalTypes/suggestions', { signal })),
};

/** The breeds of one animal type. */
export const animalBreeds = (animalTypeId: string): ReferenceSource<AnimalBreed> => ({
  key: `categories/animalBreeds/suggestions?animalTypeId=${encodeURIComponent(animalTypeId)}`,
  read: (signal) =>
    read(api.GET('/categories/animalBreeds/suggestions', { params: { query: { animalTypeId } }, signal })),
});

/** The details as the screens type them (the journals are typed by the API now; kept so callers read the same). */
const withJournalRows = <T extends { journals: AnimalJournal[] }>(details: T) => details;

/** With a picture, the body is multipart: `data` (the fields as JSON) and `picture`. */
function withPicture(values: AnimalOutput, picture: Blob) {
  const extension = picture.type === 'image/webp' ? 'webp' : picture.type === 'image/png' ? 'png' : 'jpg';
  const file = new File([picture], `picture.${extension}`, { type: picture.type });
  return { body: { data: JSON.stringify(values), picture: file }, bodySerializer: formData };
}

/** The fields as JSON, or — with a picture — multipart. */
export const createAnimal = async (values: AnimalOutput, picture?: Blob | null): Promise<AnimalSaved> =>
  withJournalRows(
    await read(
      picture
        ? api.POST('/animals/create', withPicture(values, picture))
        : api.POST('/animals/create', { body: values }),
    ),
  );

/** Full replacement: optional fields left out are cleared; the picture is kept unless a new one is sent. */
export const updateAnimal = async (
  id: string,
  values: AnimalOutput,
  picture?: Blob | null,
): Promise<AnimalSaved> => {
  const params = { path: { id } };
  return withJournalRows(
    await read(
      picture
        ? api.PUT('/animals/update/{id}', { params, ...withPicture(values, picture) })
        : api.PUT('/animals/update/{id}', { params, body: values }),
    ),
  );
};

/** The caller's other animals with this chip number (the animal being edited left out): the form's warning. */
export const checkMicrochip = (
  microchipNumber: string,
  animalId?: string,
  signal?: AbortSignal,
): Promise<MicrochipMatch[]> =>
  read(
    api.POST('/animals/microchip-check', {
      body: animalId ? { microchipNumber, animalId } : { microchipNumber },
      signal,
    }),
  );

export const setAnimalStatus = (id: string, status: ActiveStatus): Promise<StatusResult> =>
  read(api.PATCH('/animals/update-status/{id}', { params: { path: { id } }, body: { status } }));

/** Links the animal to one of the caller's customers, or unlinks it (null); answers with the animal's details. */
export const manageAnimalLink = async (animalId: string, customerId: string | null): Promise<AnimalDetails> =>
  withJournalRows(await read(api.POST('/animals/manage-link', { body: { animalId, customerId } })));

/** Active customers matching the search, best first — the owner picker. */
export const fetchCustomerSuggestions = (
  search: string,
  signal?: AbortSignal,
): Promise<CustomerSuggestion[]> =>
  read(
    api.GET('/customers/suggestions', {
      params: { query: { limit: 20, search: search.trim() || undefined } },
      signal,
    }),
  );
