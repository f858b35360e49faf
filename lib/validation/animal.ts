// Animal rules of spec 5 (name, birth date, microchip, postal code, city, address, size) plus the shoeing
// interval that lets the next visit be proposed — shared by the form and the API.
import { z } from 'zod';
import { TIME_ZONE } from '@/lib/time-zone';
import { addDays, isoDate, pastOrTodayDate } from './dates';
import { optional, optionalText, postalCode, requiredString, requiredText } from './fields';
import {
  activeStatus,
  listQuery,
  referenceParam,
  referenceQuery,
  searchParam,
  suggestionsQuery,
} from './list';
import { journalRowSchema } from './journal';
import { fileUrl, plainDate, referenceNames, timestamps } from './response';

export const ANIMAL_SEXES = ['mare', 'stallion', 'gelding', 'unknown'] as const;
export const ANIMAL_LIMITS = { sizeCmMax: 250, intervalWeeksMax: 52, specialNeedsMax: 2000 } as const;

/** Null is accepted as "not given" (unlike the customer form), so a client can send back what animals/details returned. */
const orNull = { acceptNull: true } as const;

/** Numbers may come as numbers or as typed text ("148,5" with a Swedish decimal comma). */
const numeric = (message: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v,
    z.number({ error: message }),
  );

/** ISO 11784 transponder code: exactly 15 digits; spaces as printed in passports are dropped. */
export const microchipNumber = () =>
  requiredString()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^\d{15}$/.test(v), 'validation.microchip');

export const animalInput = z
  .object({
    name: requiredText(100),
    animalTypeId: optional(z.uuid('validation.animalType'), orNull),
    breedId: optional(z.uuid('validation.breed'), orNull),
    color: optionalText(50, orNull),
    sex: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(ANIMAL_SEXES, { error: 'validation.sex' }).default('unknown'),
    ),
    /** Height at withers in centimetres; stored with one decimal. */
    sizeCm: optional(
      numeric('validation.sizeCm')
        .pipe(z.number().max(ANIMAL_LIMITS.sizeCmMax, 'validation.sizeCm'))
        .transform((v) => Math.round(v * 10) / 10)
        .pipe(z.number().positive('validation.sizeCm')),
      orNull,
    ),
    dateOfBirth: optional(pastOrTodayDate(), orNull),
    microchipNumber: optional(microchipNumber(), orNull),
    passportNumber: optionalText(50, orNull),
    insuranceCompany: optionalText(100, orNull),
    specialNeeds: optionalText(ANIMAL_LIMITS.specialNeedsMax, orNull),
    shoeingType: optionalText(100, orNull),
    stable: optionalText(100, orNull),
    address: optionalText(200, orNull),
    postalCode: postalCode(),
    city: requiredText(100),
    /** The owner: one of the caller's customers. */
    customerId: optional(z.uuid('validation.customer'), orNull),
    latestVisit: optional(isoDate(), orNull),
    nextVisit: optional(isoDate(), orNull),
    shoeingIntervalWeeks: optional(
      numeric('validation.shoeingInterval')
        .pipe(z.number().int('validation.shoeingInterval'))
        .pipe(
          z
            .number()
            .min(1, 'validation.shoeingInterval')
            .max(ANIMAL_LIMITS.intervalWeeksMax, 'validation.shoeingInterval'),
        ),
      orNull,
    ),
  })
  .superRefine((v, ctx) => {
    // Spec 5: the address is required when a postal code or city is given.
    if ((v.postalCode || v.city) && !v.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.required' });
    }
  });
export type AnimalInput = z.input<typeof animalInput>;
export type AnimalOutput = z.output<typeof animalInput>;

/** The next visit the farrier can expect: the latest visit plus the shoeing interval. */
export function proposedNextVisit(latestVisit: string | undefined, intervalWeeks: number | undefined) {
  return latestVisit && intervalWeeks ? addDays(latestVisit, intervalWeeks * 7) : undefined;
}

/** Body of animals/manage-link: link the animal to one of the caller's customers, or unlink it (null). */
export const manageLinkInput = z.object({
  animalId: z.uuid({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalid') }),
  customerId: z
    .uuid({ error: (i) => (i.input === undefined ? 'validation.required' : 'validation.customer') })
    .nullable(),
});
export type ManageLinkInput = z.input<typeof manageLinkInput>;

/** animals/list orders: by name, by next visit (the dashboard: overdue first) or newest first. */
export const ANIMAL_SORTS = ['name', 'nextVisit', 'newest'] as const;
export type AnimalSort = (typeof ANIMAL_SORTS)[number];

export const animalListQuery = listQuery.extend({
  sort: z.enum(ANIMAL_SORTS, { error: 'validation.invalid' }).default('name'),
});
export type AnimalListQuery = z.output<typeof animalListQuery>;

/** The ?customerId of animals/suggestions: only that owner's animals. */
export const animalSuggestionsQuery = suggestionsQuery.extend({
  customerId: z.uuid('validation.customer').optional(),
});
export type AnimalSuggestionsQuery = z.output<typeof animalSuggestionsQuery>;

const ownerFields = { id: z.uuid(), firstName: z.string(), lastName: z.string().nullable() };
const owner = z.object(ownerFields).nullable();
/** On the animal's page the owner's phone too, to call or text from the stable. */
const ownerWithPhone = z
  .object({ ...ownerFields, phone: z.string().nullable().meta({ description: 'E.164, e.g. +46701234567' }) })
  .nullable();
const category = z.object(referenceNames).nullable();
const overdue = z.boolean().meta({ description: `Next visit is before today (${TIME_ZONE})` });
const bookedVisit = z
  .string()
  .nullable()
  .meta({
    description:
      `YYYY-MM-DD (${TIME_ZONE}): the day of the animal's next active booking from today on (one that started ` +
      'earlier today counts until it is marked done); null when none is booked. Screens show "Booked" instead of ' +
      'overdue or due when it is set.',
  });

/** animals/details, create, update and manage-link: the animal with its owner, type, breed and picture. */
export const animalDetailsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    animalTypeId: z.uuid().nullable(),
    breedId: z.uuid().nullable(),
    color: z.string().nullable(),
    sex: z.enum(ANIMAL_SEXES),
    sizeCm: z.number().nullable().meta({ description: 'Height at withers, cm' }),
    dateOfBirth: plainDate(),
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
    status: activeStatus(),
    latestVisit: plainDate(),
    nextVisit: plainDate(),
    shoeingIntervalWeeks: z.number().int().nullable(),
    overdue,
    bookedVisit,
    owner: ownerWithPhone,
    animalType: category,
    breed: category,
    pictureUrl: fileUrl(),
    journals: z.array(journalRowSchema).meta({ description: 'The animal’s journals, newest visit first' }),
    ...timestamps,
  })
  .meta({ id: 'AnimalDetails' });

/** Another animal of the same account with the microchip number: a warning, never a refusal. */
export const microchipMatchSchema = z
  .object({ id: z.uuid(), name: z.string(), status: activeStatus() })
  .meta({ id: 'MicrochipMatch' });
export type MicrochipMatch = z.output<typeof microchipMatchSchema>;

const microchipDuplicates = z.array(microchipMatchSchema).meta({
  description:
    'Your other animals with the same microchip number (at most 10; empty when none). Saved anyway: a warning only.',
});

/** animals/create and animals/update: the saved animal, and the other animals that share its microchip number. */
export const animalSavedSchema = animalDetailsSchema
  .extend({ microchipDuplicates })
  .meta({ id: 'AnimalSaved' });

/** Body of animals/microchip-check: the number as typed, and the animal being edited (not a duplicate of itself). */
export const microchipCheckInput = z.object({
  microchipNumber: microchipNumber(),
  animalId: z.uuid({ error: 'validation.invalid' }).optional(),
});
export type MicrochipCheckInput = z.output<typeof microchipCheckInput>;

/** A row of animals/list: the register and the dashboard. */
export const animalListRowSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: activeStatus(),
    sex: z.enum(ANIMAL_SEXES),
    animalTypeId: z.uuid().nullable(),
    typeName: z.string().nullable(),
    breedName: z.string().nullable(),
    stable: z.string().nullable(),
    city: z.string().nullable(),
    owner,
    latestVisit: plainDate(),
    nextVisit: plainDate(),
    shoeingIntervalWeeks: z.number().int().nullable(),
    overdue,
    bookedVisit,
    pictureUrl: fileUrl(),
    ...timestamps,
  })
  .meta({ id: 'AnimalListRow' });

/** animals/suggestions: the pickers of bookings and journals. */
export const animalSuggestionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  typeName: z.string().nullable(),
  city: z.string().nullable(),
  owner,
});

export const animalTypesQuery = referenceQuery;
export const animalBreedsQuery = z.object({
  animalTypeId: referenceParam('validation.animalType'),
  search: searchParam(),
});
export type AnimalBreedsQuery = z.output<typeof animalBreedsQuery>;

/** The type a new animal starts with (most animals a farrier sees are horses): offered first, and the form's default. */
export const DEFAULT_ANIMAL_TYPE = 'horse';

/** categories/animalTypes/suggestions: horse, pony, donkey, mule. */
export const animalTypeSchema = z
  .object({ ...referenceNames, slug: z.string().meta({ example: 'horse' }) })
  .meta({ id: 'AnimalType' });

/** categories/animalBreeds/suggestions: the breeds of one animal type. */
export const animalBreedSchema = z
  .object({ ...referenceNames, animalTypeId: z.uuid() })
  .meta({ id: 'AnimalBreed' });
