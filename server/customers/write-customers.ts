// Creating and changing customers; ownership is part of every where clause.
import { and, eq } from 'drizzle-orm';
import type { CustomerOutput } from '@/lib/validation/customer';
import { db } from '@/server/db';
import { customers } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { TenantContext } from '@/server/context';
import { customerColumns, getCustomer, withIsoDates } from './read-customers';

/** Optional fields left out of the input are cleared: update is a full replacement, like the form. */
function toRow(input: CustomerOutput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    personalId: input.personalId ?? null,
    organizationNumber: input.organizationNumber ?? null,
    address: input.address ?? null,
    postalCode: input.postalCode ?? null,
    city: input.city ?? null,
    billingAddress: input.billingAddress ?? null,
    billingPostalCode: input.billingPostalCode,
    billingCity: input.billingCity,
    paymentTerms: input.paymentTerms,
  };
}

export async function createCustomer(ctx: TenantContext, input: CustomerOutput) {
  const [row] = await db()
    .insert(customers)
    .values({ ferrierId: ctx.ferrierId, ...toRow(input) })
    .returning(customerColumns);
  return withIsoDates(row!);
}

export async function updateCustomer(ctx: TenantContext, id: string, input: CustomerOutput) {
  const [row] = await db()
    .update(customers)
    .set(toRow(input))
    .where(and(eq(customers.id, id), eq(customers.ferrierId, ctx.ferrierId)))
    .returning({ id: customers.id });
  if (!row) throw new AppError('NOT_FOUND');
  return getCustomer(ctx, id);
}

export async function setCustomerStatus(ctx: TenantContext, id: string, status: 'active' | 'inactive') {
  const [row] = await db()
    .update(customers)
    .set({ status })
    .where(and(eq(customers.id, id), eq(customers.ferrierId, ctx.ferrierId)))
    .returning({ id: customers.id, status: customers.status });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
