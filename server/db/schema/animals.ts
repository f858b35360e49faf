// Animal types and breeds (global reference data) and the ferrier's animals.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ferrierId, foldedSearchText, generatedText, id, searchableListKey, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { customers } from './customers';
import { activeStatus } from './enums';
import { storedFiles } from './files';

/** Shared by every tenant; seeded, not edited by users. */
export const animalTypes = pgTable(
  'animal_types',
  {
    id: id(),
    nameEn: varchar({ length: 100 }).notNull(),
    nameSv: varchar({ length: 100 }).notNull(),
    /** Stable handle for seeds and code ('horse'), since names are translated. */
    slug: varchar({ length: 50 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('animal_types_slug_unique').on(t.slug)],
);

export const animalBreeds = pgTable(
  'animal_breeds',
  {
    id: id(),
    animalTypeId: uuid()
      .notNull()
      .references(() => animalTypes.id, { onDelete: 'restrict' }),
    nameEn: varchar({ length: 100 }).notNull(),
    nameSv: varchar({ length: 100 }).notNull(),
    ...timestamps(),
  },
  // Unique so the seed can be re-run; also serves suggestions?animalTypeId.
  (t) => [uniqueIndex('animal_breeds_type_name_unique').on(t.animalTypeId, t.nameEn)],
);

export const animalSex = pgEnum('animal_sex', ['mare', 'stallion', 'gelding', 'unknown']);

export const animals = pgTable(
  'animals',
  {
    id: id(),
    ferrierId: ferrierId(),
    name: varchar({ length: 100 }).notNull(),
    // Reference data may be reorganised, but never out from under an animal.
    animalTypeId: uuid().references(() => animalTypes.id, { onDelete: 'restrict' }),
    breedId: uuid().references(() => animalBreeds.id, { onDelete: 'restrict' }),
    color: varchar({ length: 50 }),
    sex: animalSex().notNull().default('unknown'),
    /** Height at withers in centimetres. */
    sizeCm: numeric({ precision: 5, scale: 1, mode: 'number' }),
    dateOfBirth: date({ mode: 'string' }),
    /** ISO 11784 transponder code: exactly 15 digits. */
    microchipNumber: varchar({ length: 15 }),
    /** UELN or other passport/registration number. */
    passportNumber: varchar({ length: 50 }),
    insuranceCompany: varchar({ length: 100 }),
    specialNeeds: text(),
    shoeingType: varchar({ length: 100 }),
    stable: varchar({ length: 100 }),
    // Where the animal is visited; the form requires postal code and city, imports may not have them.
    address: varchar({ length: 200 }),
    city: varchar({ length: 100 }),
    postalCode: varchar({ length: 5 }),
    /** The owner; an animal outlives a deleted customer record, its journals keep the owner's name. */
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    pictureFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    status: activeStatus().notNull().default('active'),
    latestVisit: date({ mode: 'string' }),
    nextVisit: date({ mode: 'string' }),
    /** Lets the next visit be proposed from the latest one (shoeing is typically every 6–8 weeks). */
    shoeingIntervalWeeks: integer(),
    sortName: generatedText('lower(name)'),
    searchText: foldedSearchText(
      'name',
      'microchip_number',
      'passport_number',
      'stable',
      'city',
      'color',
      'shoeing_type',
    ),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('animals_ferrier_id_idx').on(...searchableListKey(t)),
    // The dashboard's order: next visit first, horses without one last (matches the list's sort expression).
    index('animals_ferrier_id_next_visit_idx').on(
      t.ferrierId,
      sql`coalesce(${t.nextVisit}, 'infinity'::date)`,
      t.id,
    ),
    index('animals_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('animals_customer_id_idx').on(t.customerId),
    check('animals_size_cm_positive', sql`${t.sizeCm} > 0`),
    check('animals_shoeing_interval_positive', sql`${t.shoeingIntervalWeeks} > 0`),
  ],
);
