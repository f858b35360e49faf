// Reading customers: one, a page of the list, and suggestions for pickers — always inside the caller's tenant.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CustomerLanguage, CustomerListQuery } from '@/lib/validation/customer';
import type { SuggestionsQuery } from '@/lib/validation/list';
import type { TenantContext } from '@/server/context';
import { swedishName, type SortKey } from '@/server/db/pagination';
import {
  foundOne,
  ownedRow,
  registerList,
  registerPage,
  registerSuggestions,
  sortText,
  withIsoDates,
} from '@/server/db/registers';
import { animals, customers } from '@/server/db/schema';
import { bookedVisit } from '@/server/animals/read-animals';
import { fileUrlOf } from '@/server/storage/file-url';

export const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  personalId: customers.personalId,
  organizationNumber: customers.organizationNumber,
  productionSiteNumber: customers.productionSiteNumber,
  address: customers.address,
  postalCode: customers.postalCode,
  city: customers.city,
  billingAddress: customers.billingAddress,
  billingPostalCode: customers.billingPostalCode,
  billingCity: customers.billingCity,
  paymentTerms: customers.paymentTerms,
  // The column is text; the form and the API only ever write 'sv' or 'en'.
  language: sql<CustomerLanguage>`${customers.language}`,
  status: customers.status,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

const CUSTOMER_SORTS = {
  name: { expression: swedishName(customers.sortName), direction: 'asc', type: 'text' },
  newest: { expression: customers.createdAt, direction: 'desc', type: 'timestamptz' },
  city: {
    expression: swedishName(sql`lower(coalesce(${customers.city}, ''))`),
    direction: 'asc',
    type: 'text',
  },
} satisfies Record<CustomerListQuery['sort'], SortKey>;

/** The customer's own fields (customers/create answers these). */
export async function readCustomer(ctx: TenantContext, { id }: { id: string }) {
  const row = await foundOne(
    ctx.db
      .select(customerColumns)
      .from(customers)
      .where(ownedRow(customers, ctx, id)),
  );
  return withIsoDates(row);
}

/** The customer and their animals. */
export async function getCustomer(ctx: TenantContext, { id }: { id: string }) {
  const customer = await readCustomer(ctx, { id });
  const horses = await ctx.db
    .select({
      id: animals.id,
      name: animals.name,
      status: animals.status,
      latestVisit: animals.latestVisit,
      nextVisit: animals.nextVisit,
      bookedVisit,
      pictureUrl: fileUrlOf(animals.pictureFileId),
    })
    .from(animals)
    .where(and(eq(animals.customerId, id), eq(animals.ferrierId, ctx.ferrierId)))
    .orderBy(swedishName(animals.sortName));
  return { ...customer, animals: horses };
}

/** The customer list's query, its pages built once per shape (registerList). */
const customerList = registerList(customers, (db, _locale, sort) =>
  db
    .select({ ...customerColumns, sortValue: sortText(sort) })
    .from(customers)
    .$dynamic(),
);

export async function listCustomers(ctx: TenantContext, { input }: { input: CustomerListQuery }) {
  return registerPage(customerList, ctx, input, CUSTOMER_SORTS[input.sort], { toRow: withIsoDates });
}

/** Active customers for pickers. */
export async function customerSuggestions(ctx: TenantContext, { input }: { input: SuggestionsQuery }) {
  const query = ctx.db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      city: customers.city,
      phone: customers.phone,
    })
    .from(customers)
    .$dynamic();
  return registerSuggestions(query, customers, ctx, input);
}
