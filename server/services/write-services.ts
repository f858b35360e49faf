// Creating and changing services; ownership is part of every where clause, prices are stored in öre.
import 'server-only';
import { eq } from 'drizzle-orm';
import { sekToOre } from '@/lib/money';
import type { ServiceOutput } from '@/lib/validation/service';
import type { TenantContext } from '@/server/context';
import { insertOwned, setStatus, updateOwned, type StatusChange } from '@/server/db/registers';
import { services, serviceTypes } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { getService } from './read-services';

/** The category must be one of the seeded service types: 422 on the field otherwise. */
async function checkCategory(ctx: TenantContext, input: ServiceOutput) {
  const [type] = await ctx.db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(eq(serviceTypes.id, input.category));
  if (!type) throw new AppError('VALIDATION_FAILED', { category: 'validation.serviceType' });
}

/** Every field is required, so update is a full replacement, like the form. */
function toRow(input: ServiceOutput) {
  return {
    name: input.service,
    serviceTypeId: input.category,
    description: input.description,
    priceOre: sekToOre(input.price),
    unit: input.unit,
    vatPercent: input.vatPercent,
  };
}

export async function createService(ctx: TenantContext, { input }: { input: ServiceOutput }) {
  await checkCategory(ctx, input);
  return getService(ctx, { id: await insertOwned(services, ctx, toRow(input)) });
}

export async function updateService(ctx: TenantContext, { id, input }: { id: string; input: ServiceOutput }) {
  await checkCategory(ctx, input);
  await updateOwned(services, ctx, id, toRow(input));
  return getService(ctx, { id });
}

export const setServiceStatus = (ctx: TenantContext, args: StatusChange) => setStatus(services, ctx, args);
