// Creating and changing customers; ownership is part of every where clause (server/db/registers).
import 'server-only';
import type { CustomerOutput } from '@/lib/validation/customer';
import type { TenantContext } from '@/server/context';
import { insertOwned, setStatus, updateOwned, type StatusChange } from '@/server/db/registers';
import { customers } from '@/server/db/schema';
import { getCustomer, readCustomer } from './read-customers';

/** Optional fields left out of the input are cleared: update is a full replacement, like the form. */
function toRow(input: CustomerOutput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    personalId: input.personalId ?? null,
    organizationNumber: input.organizationNumber ?? null,
    productionSiteNumber: input.productionSiteNumber ?? null,
    address: input.address ?? null,
    postalCode: input.postalCode ?? null,
    city: input.city ?? null,
    billingAddress: input.billingAddress ?? null,
    billingPostalCode: input.billingPostalCode,
    billingCity: input.billingCity,
    paymentTerms: input.paymentTerms,
    language: input.language,
  };
}

export async function createCustomer(ctx: TenantContext, { input }: { input: CustomerOutput }) {
  return readCustomer(ctx, { id: await insertOwned(customers, ctx, toRow(input)) });
}

export async function updateCustomer(
  ctx: TenantContext,
  { id, input }: { id: string; input: CustomerOutput },
) {
  await updateOwned(customers, ctx, id, toRow(input));
  return getCustomer(ctx, { id });
}

export const setCustomerStatus = (ctx: TenantContext, args: StatusChange) => setStatus(customers, ctx, args);
