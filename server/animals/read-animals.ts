// Reading animals: one with its owner, type and breed; a page of the list (the dashboard); picker suggestions.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
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
  sortText,
} from '@/server/db/registers';
import { preparedStatements } from '@/server/db/prepared';
import { nameIn, names } from '@/server/db/reference-data';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { journalRowsOfAnimal } from '@/server/journals/read-journals';
import { fileUrlOf } from '@/server/storage/file-url';

/** Next visit before today in Sweden: the farrier is late. */
const overdue = sql<boolean>`coalesce(${animals.nextVisit} < (now() at time zone ${TIME_ZONE})::date, false)`;

/** The zone as a constant of the statement, so the planner can fold the start of today once. */
const zone = sql.raw(`'${TIME_ZONE}'`);

/**
 * The Swedish day of the animal's next active booking from today on (one started earlier today and not yet marked
 * done still counts, as on Today's "due and not booked"), or null: a visit is booked, so the horse is not overdue for
 * the farrier any more. A correlated subquery per row, on the booking_animals animal index and the bookings key; the
 * animal's columns are named with their table, which Drizzle leaves out in a query of one table.
 */
export const bookedVisit = sql<string | null>`(
  select to_char(min(b.start_at) at time zone ${zone}, 'YYYY-MM-DD')
  from booking_animals ba join bookings b on b.id = ba.booking_id and b.ferrier_id = ba.ferrier_id
  where ba.animal_id = "animals"."id" and ba.ferrier_id = "animals"."ferrier_id" and b.status = 'active'
    and b.start_at >= ((now() at time zone ${zone})::date)::timestamp at time zone ${zone})`;

const ownerColumns = {
  ownerId: customers.id,
  ownerFirstName: customers.firstName,
  ownerLastName: customers.lastName,
};

/** The owner, joined only inside the caller's tenant. */
export const ownerJoin = and(
  eq(customers.id, animals.customerId),
  eq(customers.ferrierId, animals.ferrierId),
)!;

/** The owner as a nested selection: null when the animal has none (a left join finds no customer). */
const ownerObject = { id: customers.id, firstName: customers.firstName, lastName: customers.lastName };
/** The animal's page also calls or texts the owner. */
export const ownerWithPhone = { ...ownerObject, phone: customers.phone };

type OwnerRow = { ownerId: string | null; ownerFirstName: string | null; ownerLastName: string | null };
const ownerOf = ({ ownerId, ownerFirstName, ownerLastName }: OwnerRow) =>
  ownerId ? { id: ownerId, firstName: ownerFirstName ?? '', lastName: ownerLastName } : null;
function withOwner<T extends OwnerRow>({ ownerId, ownerFirstName, ownerLastName, ...row }: T) {
  return { ...row, owner: ownerOf({ ownerId, ownerFirstName, ownerLastName }) };
}

/** ?search finds an animal by its own fields and by its owner's (name, phone, email). */
const searchAlso = [{ table: customers, on: ownerJoin }];

/**
 * The expression of the animals' next-visit index (animals_ferrier_id_next_visit_idx): written the same way, a range
 * on it is an index range and the order is the index's. Horses without a next visit come last.
 */
export const nextVisitKey = sql`coalesce(${animals.nextVisit}, 'infinity'::date)`;

const ANIMAL_SORTS = {
  name: { expression: swedishName(animals.sortName), direction: 'asc', type: 'text' },
  // Soonest first, so overdue animals lead; animals with no next visit come last.
  nextVisit: {
    expression: nextVisitKey,
    direction: 'asc',
    type: 'date',
  },
  newest: { expression: animals.createdAt, direction: 'desc', type: 'timestamptz' },
} satisfies Record<AnimalListQuery['sort'], SortKey>;

/**
 * One animal by the `id` and `ferrierId` of the call, as the API answers it — owner, type and breed as objects (null
 * without one), instants as ISO text, the picture as its URL — in a statement per language (./prepared.ts).
 */
const animalDetails = preparedStatements(
  (locale: Locale) => locale,
  (db, locale: Locale) =>
    db
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
        status: animals.status,
        latestVisit: animals.latestVisit,
        nextVisit: animals.nextVisit,
        shoeingIntervalWeeks: animals.shoeingIntervalWeeks,
        createdAt: isoText(animals.createdAt),
        updatedAt: isoText(animals.updatedAt),
        overdue,
        bookedVisit,
        owner: ownerWithPhone,
        pictureUrl: fileUrlOf(animals.pictureFileId),
        animalType: { id: animalTypes.id, ...names(animalTypes, locale) },
        breed: { id: animalBreeds.id, ...names(animalBreeds, locale) },
      })
      .from(animals)
      .leftJoin(customers, ownerJoin)
      .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
      .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
      .where(ownedRowOfCall(animals)),
);

export async function getAnimal(ctx: TenantContext, { id }: { id: string }) {
  const row = await foundOne(animalDetails.run(ctx.db, ctx.locale, { id, ferrierId: ctx.ferrierId }));
  return { ...row, journals: await journalRowsOfAnimal(ctx, id) };
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
      bookedVisit,
      createdAt: isoText(animals.createdAt),
      updatedAt: isoText(animals.updatedAt),
      owner: ownerObject,
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
    searchAlso,
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
    searchAlso,
    where: [input.customerId ? eq(animals.customerId, input.customerId) : undefined],
  });
  return rows.map(withOwner);
}
