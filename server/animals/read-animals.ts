// Reading animals: one with its owner, type and breed; a page of the list (the dashboard); picker suggestions.
import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnimalListQuery, AnimalSuggestionsQuery } from '@/lib/validation/animal';
import type { Locale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { swedishName, type SortKey } from '@/server/db/pagination';
import {
  foundOne,
  isoText,
  ownedRowOfCall,
  registerList,
  registerPage,
  registerSuggestions,
  searchMatches,
  sortText,
} from '@/server/db/registers';
import { preparedStatements } from '@/server/db/prepared';
import { nameIn, names } from '@/server/db/reference-data';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { fileUrl, fileUrlOf } from '@/server/storage/file-url';

/** Next visit before today in Sweden: the farrier is late. */
const overdue = sql<boolean>`coalesce(${animals.nextVisit} < (now() at time zone ${TIME_ZONE})::date, false)`;

const ownerColumns = {
  ownerId: customers.id,
  ownerFirstName: customers.firstName,
  ownerLastName: customers.lastName,
};

/** The owner, joined only inside the caller's tenant. */
const ownerJoin = and(eq(customers.id, animals.customerId), eq(customers.ferrierId, animals.ferrierId));

type OwnerRow = { ownerId: string | null; ownerFirstName: string | null; ownerLastName: string | null };
const ownerOf = ({ ownerId, ownerFirstName, ownerLastName }: OwnerRow) =>
  ownerId ? { id: ownerId, firstName: ownerFirstName ?? '', lastName: ownerLastName } : null;
function withOwner<T extends OwnerRow>({ ownerId, ownerFirstName, ownerLastName, ...row }: T) {
  return { ...row, owner: ownerOf({ ownerId, ownerFirstName, ownerLastName }) };
}

/**
 * An animal as the API answers it, shaped in one copy: instants as ISO text, the owner as an object, the picture as
 * a file URL (its file id stays inside).
 */
function animalRow<T extends OwnerRow & { pictureFileId: string | null; createdAt: Date; updatedAt: Date }>({
  ownerId,
  ownerFirstName,
  ownerLastName,
  pictureFileId,
  createdAt,
  updatedAt,
  ...row
}: T) {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    owner: ownerOf({ ownerId, ownerFirstName, ownerLastName }),
    pictureUrl: fileUrl(pictureFileId),
  };
}

/** Animal name or owner (name, phone, email) contains the term; both halves use a trigram index. */
function matches(ctx: TenantContext, term: string): SQL {
  return sql`(${searchMatches(animals, term)} or ${animals.customerId} in (
    select ${customers.id} from ${customers}
    where ${customers.ferrierId} = ${ctx.ferrierId} and ${searchMatches(customers, term)}))`;
}

const ANIMAL_SORTS = {
  name: { expression: swedishName(animals.sortName), direction: 'asc', type: 'text' },
  // Soonest first, so overdue animals lead; animals with no next visit come last.
  nextVisit: {
    expression: sql`coalesce(${animals.nextVisit}, 'infinity'::date)`,
    direction: 'asc',
    type: 'date',
  },
  newest: { expression: animals.createdAt, direction: 'desc', type: 'timestamptz' },
} satisfies Record<AnimalListQuery['sort'], SortKey>;

/** A category (type or breed) of the details, when the animal has one. */
const category = (id: string | null, nameEn: string | null, nameSv: string | null, name: string | null) =>
  id && nameEn && nameSv && name ? { id, nameEn, nameSv, name } : null;

/** One animal with its owner, type and breed, by the `id` and `ferrierId` of the call; a statement per language. */
const animalDetails = preparedStatements(
  (locale: Locale) => locale,
  (db, locale: Locale) => {
    const type = names(animalTypes, locale);
    const breed = names(animalBreeds, locale);
    return db
      .select({
        id: animals.id,
        name: animals.name,
        animalTypeId: animals.animalTypeId,
        breedId: animals.breedId,
        color: animals.color,
        sex: animals.sex,
        sizeCm: animals.sizeCm,
        dateOfBirth: animals.dateOfBirth,
        microchipNumber: animals.microchipNumber,
        passportNumber: animals.passportNumber,
        insuranceCompany: animals.insuranceCompany,
        specialNeeds: animals.specialNeeds,
        shoeingType: animals.shoeingType,
        stable: animals.stable,
        address: animals.address,
        postalCode: animals.postalCode,
        city: animals.city,
        customerId: animals.customerId,
        pictureFileId: animals.pictureFileId,
        status: animals.status,
        latestVisit: animals.latestVisit,
        nextVisit: animals.nextVisit,
        shoeingIntervalWeeks: animals.shoeingIntervalWeeks,
        createdAt: animals.createdAt,
        updatedAt: animals.updatedAt,
        ...ownerColumns,
        overdue,
        typeNameEn: type.nameEn,
        typeNameSv: type.nameSv,
        typeName: type.name,
        breedNameEn: breed.nameEn,
        breedNameSv: breed.nameSv,
        breedName: breed.name,
      })
      .from(animals)
      .leftJoin(customers, ownerJoin)
      .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
      .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
      .where(ownedRowOfCall(animals));
  },
);

export async function getAnimal(ctx: TenantContext, { id }: { id: string }) {
  const row = await foundOne(animalDetails.run(ctx.db, ctx.locale, { id, ferrierId: ctx.ferrierId }));
  const { typeNameEn, typeNameSv, typeName, breedNameEn, breedNameSv, breedName, ...rest } = row;
  return {
    ...animalRow(rest),
    animalType: category(row.animalTypeId, typeNameEn, typeNameSv, typeName),
    breed: category(row.breedId, breedNameEn, breedNameSv, breedName),
    // Journals land with the journals issue; the details screen already shows the (empty) table.
    journals: [] as never[],
  };
}

/**
 * The animal list's query, its pages built once per shape (registerList). Each row comes out as the API answers it —
 * the owner as an object (null without one), instants as ISO text, the picture as its URL — so nothing reshapes it.
 */
const animalList = registerList(animals, (db, locale, sort) =>
  db
    .select({
      id: animals.id,
      name: animals.name,
      status: animals.status,
      sex: animals.sex,
      animalTypeId: animals.animalTypeId,
      typeName: nameIn(animalTypes, locale),
      breedName: nameIn(animalBreeds, locale),
      stable: animals.stable,
      city: animals.city,
      latestVisit: animals.latestVisit,
      nextVisit: animals.nextVisit,
      shoeingIntervalWeeks: animals.shoeingIntervalWeeks,
      overdue,
      createdAt: isoText(animals.createdAt),
      updatedAt: isoText(animals.updatedAt),
      owner: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName },
      pictureUrl: fileUrlOf(animals.pictureFileId),
      sortValue: sortText(sort),
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
    .$dynamic(),
);

export async function listAnimals(ctx: TenantContext, { input }: { input: AnimalListQuery }) {
  return registerPage(animalList, ctx, input, ANIMAL_SORTS[input.sort], {
    search: (term) => matches(ctx, term),
    toRow: (row) => row,
  });
}

/** Active animals for pickers (bookings, journals), optionally of one owner. */
export async function animalSuggestions(ctx: TenantContext, { input }: { input: AnimalSuggestionsQuery }) {
  const query = ctx.db
    .select({
      id: animals.id,
      name: animals.name,
      typeName: nameIn(animalTypes, ctx.locale),
      city: animals.city,
      ...ownerColumns,
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .$dynamic();
  const rows = await registerSuggestions(query, animals, ctx, input, {
    search: (term) => matches(ctx, term),
    where: [input.customerId ? eq(animals.customerId, input.customerId) : undefined],
  });
  return rows.map(withOwner);
}
