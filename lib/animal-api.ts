// The animal and animal-category calls of the animal screens and the dashboard (spec 7, "Animals");
// shapes as server/api/routes/animals.ts and categories.ts.
import type { ANIMAL_SEXES, AnimalOutput } from '@/lib/validation/animal';
import { apiFetch } from './api-client';
import type { ActiveStatus } from './customer-api';

export type AnimalSex = (typeof ANIMAL_SEXES)[number];

export interface AnimalOwner {
  id: string;
  firstName: string;
  lastName: string | null;
}

/** An animal type or breed, with both names and the one in the request language. */
export interface AnimalCategory {
  id: string;
  nameEn: string;
  nameSv: string;
  name: string;
}

export interface AnimalBreed extends AnimalCategory {
  animalTypeId: string;
}

export interface AnimalType extends AnimalCategory {
  slug: string;
}

/** A row of animals/list (the register and the dashboard). Dates are plain YYYY-MM-DD. */
export interface AnimalListRow {
  id: string;
  name: string;
  status: ActiveStatus;
  sex: AnimalSex;
  animalTypeId: string | null;
  typeName: string | null;
  breedName: string | null;
  stable: string | null;
  city: string | null;
  owner: AnimalOwner | null;
  latestVisit: string | null;
  nextVisit: string | null;
  shoeingIntervalWeeks: number | null;
  /** The next visit is before today (Europe/Stockholm). */
  overdue: boolean;
  pictureUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A journal row as the details table shows it; journals land later, so every field is optional. */
export interface AnimalJournal {
  id: string;
  journalNumber?: string | number | null;
  createdBy?: string | { firstName?: string; lastName?: string | null } | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface AnimalDetails {
  id: string;
  name: string;
  animalTypeId: string | null;
  breedId: string | null;
  color: string | null;
  sex: AnimalSex;
  /** Height at withers, cm. */
  sizeCm: number | null;
  dateOfBirth: string | null;
  microchipNumber: string | null;
  passportNumber: string | null;
  insuranceCompany: string | null;
  specialNeeds: string | null;
  shoeingType: string | null;
  stable: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  customerId: string | null;
  status: ActiveStatus;
  latestVisit: string | null;
  nextVisit: string | null;
  shoeingIntervalWeeks: number | null;
  overdue: boolean;
  owner: AnimalOwner | null;
  animalType: AnimalCategory | null;
  breed: AnimalCategory | null;
  /** /api/v1/files/{id}: needs the bearer token (see useApiImage). */
  pictureUrl: string | null;
  journals: AnimalJournal[];
  createdAt: string;
  updatedAt: string;
}

export interface CustomerSuggestion {
  id: string;
  firstName: string;
  lastName: string | null;
  city: string | null;
  phone: string | null;
}

export const ANIMAL_LIST_PATH = 'animals/list';
export const ANIMAL_SORTS = ['name', 'nextVisit', 'newest'] as const;
export type AnimalSort = (typeof ANIMAL_SORTS)[number];

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
  apiFetch<AnimalDetails>('animals/create', { method: 'POST', body: animalBody(values, picture) });

/** Full replacement: optional fields left out are cleared; the picture is kept unless a new one is sent. */
export const updateAnimal = (id: string, values: AnimalOutput, picture?: Blob | null) =>
  apiFetch<AnimalDetails>(`animals/update/${id}`, { method: 'PUT', body: animalBody(values, picture) });

export const setAnimalStatus = (id: string, status: ActiveStatus) =>
  apiFetch<{ id: string; status: ActiveStatus }>(`animals/update-status/${id}`, {
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
