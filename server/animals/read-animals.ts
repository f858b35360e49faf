// Reading animals: one with its owner, type and breed; a page of the list (the dashboard); picker suggestions.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AnimalListQuery, AnimalSuggestionsQuery } from '@/lib/validation/animal';
import { TIME_ZONE } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { swedishName, type SortKey } from '@/server/db/pagination';
import {
  foundOne,
  ownedRow,
  registerPage,
  registerSuggestions,
  sortText,
  withIsoDates,
} from '@/server/db/registers';
import { nameIn, names } from '@/server/db/reference-data';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { fileUrl } from '@/server/storage/file-url';

/** Next visit before today in Sweden: the farrier is late. */
const overdue = sql<boolean>`coalesce(${animals.nextVisit} < (now() at time zone ${TIME_ZONE})::date, false)`;

const ownerColumns = {
  ownerId: customers.id,
  ownerFirstName: customers.firstName,
  ownerLastName: customers.lastName,
};

/** The owner, joined only inside the caller's tenant. */
const ownerJoin = and(eq(customers.id, animals.customerId), eq(customers.ferrierId, animals.ferrierId))!;

type OwnerRow = { ownerId: string | null; ownerFirstName: string | null; ownerLastName: string | null };
function withOwner<T extends OwnerRow>({ ownerId, ownerFirstName, ownerLastName, ...row }: T) {
  return {
    ...row,
    owner: ownerId ? { id: ownerId, firstName: ownerFirstName ?? '', lastName: ownerLastName } : null,
  };
}

/** A row with its picture as a file URL (the picture's file id stays inside). */
function withPicture<T extends { pictureFileId: string | null }>({ pictureFileId, ...row }: T) {
  return { ...row, pictureUrl: fileUrl(pictureFileId) };
}

/** ?search finds an animal by its own fields and by its owner's (name, phone, email). */
const searchAlso = [{ table: customers, on: ownerJoin }];

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

export async function getAnimal(ctx: TenantContext, { id }: { id: string }) {
  const type = names(animalTypes, ctx.locale);
  const breed = names(animalBreeds, ctx.locale);
  const row = await foundOne(
    ctx.db
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
      .where(ownedRow(animals, ctx, id)),
  );
  const { typeNameEn, typeNameSv, typeName, breedNameEn, breedNameSv, breedName, ...rest } = row;
  return {
    ...withPicture(withOwner(withIsoDates(rest))),
    animalType: category(row.animalTypeId, typeNameEn, typeNameSv, typeName),
    breed: category(row.breedId, breedNameEn, breedNameSv, breedName),
    // Journals land with the journals issue; the details screen already shows the (empty) table.
    journals: [] as never[],
  };
}

export async function listAnimals(ctx: TenantContext, { input }: { input: AnimalListQuery }) {
  const sort = ANIMAL_SORTS[input.sort];
  const query = ctx.db
    .select({
      id: animals.id,
      name: animals.name,
      status: animals.status,
      sex: animals.sex,
      animalTypeId: animals.animalTypeId,
      typeName: nameIn(animalTypes, ctx.locale),
      breedName: nameIn(animalBreeds, ctx.locale),
      stable: animals.stable,
      city: animals.city,
      ...ownerColumns,
      latestVisit: animals.latestVisit,
      nextVisit: animals.nextVisit,
      shoeingIntervalWeeks: animals.shoeingIntervalWeeks,
      overdue,
      pictureFileId: animals.pictureFileId,
      createdAt: animals.createdAt,
      updatedAt: animals.updatedAt,
      sortValue: sortText(sort),
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
    .$dynamic();
  return registerPage(query, animals, ctx, input, sort, {
    searchAlso,
    toRow: (row) => withPicture(withOwner(withIsoDates(row))),
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
    searchAlso,
    where: [input.customerId ? eq(animals.customerId, input.customerId) : undefined],
  });
  return rows.map(withOwner);
}
