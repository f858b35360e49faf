// Reading animals: one with its owner, type and breed; a page of the list (the dashboard); picker suggestions.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@/lib/time-zone';
import { db } from '@/server/db';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import {
  afterCursor,
  containsPattern,
  orderBy,
  swedishName,
  toPage,
  type SortKey,
} from '@/server/db/pagination';
import type { TenantContext } from '@/server/context';
import { withIsoDates } from '@/server/customers/read-customers';
import type { ListQuery, SuggestionsQuery } from '@/lib/validation/list';

export const animalColumns = {
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
};

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
function withOwner<T extends OwnerRow>({ ownerId, ownerFirstName, ownerLastName, ...row }: T) {
  return {
    ...row,
    owner: ownerId ? { id: ownerId, firstName: ownerFirstName ?? '', lastName: ownerLastName } : null,
  };
}

const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}` : null);

/** Animal name or owner (name, phone, email) contains the term; both halves use a trigram index. */
function matches(ctx: TenantContext, term: string): SQL {
  const pattern = containsPattern(term);
  return sql`(${animals.searchText} like ${pattern} or ${animals.customerId} in (
    select ${customers.id} from ${customers}
    where ${customers.ferrierId} = ${ctx.ferrierId} and ${customers.searchText} like ${pattern}))`;
}

export const ANIMAL_SORTS = {
  name: { expression: swedishName(animals.sortName), direction: 'asc', type: 'text' },
  // Soonest first, so overdue animals lead; animals with no next visit come last.
  nextVisit: {
    expression: sql`coalesce(${animals.nextVisit}, 'infinity'::date)`,
    direction: 'asc',
    type: 'date',
  },
  newest: { expression: animals.createdAt, direction: 'desc', type: 'timestamptz' },
} satisfies Record<string, SortKey>;
export type AnimalSort = keyof typeof ANIMAL_SORTS;

export async function getAnimal(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select({
      ...animalColumns,
      ...ownerColumns,
      overdue,
      typeNameEn: animalTypes.nameEn,
      typeNameSv: animalTypes.nameSv,
      breedNameEn: animalBreeds.nameEn,
      breedNameSv: animalBreeds.nameSv,
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
    .where(and(eq(animals.id, id), eq(animals.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  const { typeNameEn, typeNameSv, breedNameEn, breedNameSv, pictureFileId, ...rest } = row;
  const named = (id: string | null, nameEn: string | null, nameSv: string | null) =>
    id && nameEn && nameSv ? { id, nameEn, nameSv, name: ctx.locale === 'sv' ? nameSv : nameEn } : null;
  return {
    ...withOwner(withIsoDates(rest)),
    animalType: named(row.animalTypeId, typeNameEn, typeNameSv),
    breed: named(row.breedId, breedNameEn, breedNameSv),
    pictureUrl: fileUrl(pictureFileId),
    // Journals land with the journals issue; the details screen already shows the (empty) table.
    journals: [] as never[],
  };
}

/** Whether the animal exists in the caller's tenant. */
export async function animalExists(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.id, id), eq(animals.ferrierId, ctx.ferrierId)));
  return Boolean(row);
}

export async function listAnimals(ctx: TenantContext, query: ListQuery & { sort: AnimalSort }) {
  const sort = ANIMAL_SORTS[query.sort];
  const conditions: Array<SQL | undefined> = [
    eq(animals.ferrierId, ctx.ferrierId),
    query.status === 'all' ? undefined : eq(animals.status, query.status),
    query.search ? matches(ctx, query.search) : undefined,
    afterCursor(sort, animals.id, query.cursor),
  ];
  const rows = await db()
    .select({
      id: animals.id,
      name: animals.name,
      status: animals.status,
      sex: animals.sex,
      animalTypeId: animals.animalTypeId,
      typeName: ctx.locale === 'sv' ? animalTypes.nameSv : animalTypes.nameEn,
      breedName: ctx.locale === 'sv' ? animalBreeds.nameSv : animalBreeds.nameEn,
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
      // As text, so 'infinity' and microsecond timestamps survive the round trip through the cursor.
      sortValue: sql<string>`(${sort.expression})::text`,
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .leftJoin(animalBreeds, eq(animalBreeds.id, animals.breedId))
    .where(and(...conditions))
    .orderBy(...orderBy(sort, animals.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return {
    data: page.data.map(({ pictureFileId, ...row }) => ({
      ...withOwner(withIsoDates(row)),
      pictureUrl: fileUrl(pictureFileId),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Active animals for pickers (bookings, journals), optionally of one owner; best matches first. */
export async function animalSuggestions(
  ctx: TenantContext,
  query: SuggestionsQuery & { customerId?: string },
) {
  const term = query.search?.toLowerCase();
  const rows = await db()
    .select({
      id: animals.id,
      name: animals.name,
      typeName: ctx.locale === 'sv' ? animalTypes.nameSv : animalTypes.nameEn,
      city: animals.city,
      ...ownerColumns,
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
    .where(
      and(
        eq(animals.ferrierId, ctx.ferrierId),
        eq(animals.status, 'active'),
        query.customerId ? eq(animals.customerId, query.customerId) : undefined,
        term ? matches(ctx, term) : undefined,
      ),
    )
    .orderBy(
      // Alphabetical (Swedish order) rather than by similarity: the index yields it without ranking every match.
      swedishName(animals.sortName),
      animals.id,
    )
    .limit(query.limit);
  return rows.map(withOwner);
}
