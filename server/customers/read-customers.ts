// Reading customers: one, a page of the list, and suggestions for pickers — always inside the caller's tenant.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db';
import { animals, customers } from '@/server/db/schema';
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
import type { ListQuery, SuggestionsQuery } from '@/lib/validation/list';

export const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  personalId: customers.personalId,
  organizationNumber: customers.organizationNumber,
  address: customers.address,
  postalCode: customers.postalCode,
  city: customers.city,
  billingAddress: customers.billingAddress,
  billingPostalCode: customers.billingPostalCode,
  billingCity: customers.billingCity,
  paymentTerms: customers.paymentTerms,
  status: customers.status,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

type Row = { createdAt: Date; updatedAt: Date };
export const withIsoDates = <T extends Row>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const CUSTOMER_SORTS = {
  name: { expression: swedishName(customers.sortName), direction: 'asc', type: 'text' },
  newest: { expression: customers.createdAt, direction: 'desc', type: 'timestamptz' },
  city: {
    expression: swedishName(sql`lower(coalesce(${customers.city}, ''))`),
    direction: 'asc',
    type: 'text',
  },
} satisfies Record<string, SortKey>;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;

export async function getCustomer(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  const horses = await db()
    .select({
      id: animals.id,
      name: animals.name,
      status: animals.status,
      latestVisit: animals.latestVisit,
      nextVisit: animals.nextVisit,
    })
    .from(animals)
    .where(and(eq(animals.customerId, id), eq(animals.ferrierId, ctx.ferrierId)))
    .orderBy(swedishName(animals.sortName));
  return { ...withIsoDates(row), animals: horses };
}

export async function listCustomers(ctx: TenantContext, query: ListQuery & { sort: CustomerSort }) {
  const sort = CUSTOMER_SORTS[query.sort];
  const conditions: Array<SQL | undefined> = [
    eq(customers.ferrierId, ctx.ferrierId),
    query.status === 'all' ? undefined : eq(customers.status, query.status),
    query.search ? sql`${customers.searchText} like ${containsPattern(query.search)}` : undefined,
    afterCursor(sort, customers.id, query.cursor),
  ];
  const rows = await db()
    .select({ ...customerColumns, sortValue: sql<string>`(${sort.expression})::text` })
    .from(customers)
    .where(and(...conditions))
    .orderBy(...orderBy(sort, customers.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { data: page.data.map(withIsoDates), nextCursor: page.nextCursor };
}

/** Active customers for pickers: best matches first. */
export async function customerSuggestions(ctx: TenantContext, query: SuggestionsQuery) {
  const term = query.search?.toLowerCase();
  return db()
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      city: customers.city,
      phone: customers.phone,
    })
    .from(customers)
    .where(
      and(
        eq(customers.ferrierId, ctx.ferrierId),
        eq(customers.status, 'active'),
        term ? sql`${customers.searchText} like ${containsPattern(term)}` : undefined,
      ),
    )
    .orderBy(
      // Alphabetical (Swedish order) rather than by similarity: the index yields it without ranking every match.
      swedishName(customers.sortName),
    )
    .limit(query.limit);
}
