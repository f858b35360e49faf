// Creating and changing services; ownership is part of every where clause, prices are stored in öre.
import { and, eq } from 'drizzle-orm';
import { sekToOre } from '@/lib/money';
import type { ServiceOutput } from '@/lib/validation/service';
import { AppError } from '@/server/errors';
import type { TenantContext } from '@/server/context';
import { db } from '@/server/db';
import { services, serviceTypes } from '@/server/db/schema';
import { getService } from './read-services';

/** The category must be one of the seeded service types: 422 on the field otherwise. */
async function checkCategory(input: ServiceOutput) {
  const [type] = await db()
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

export async function createService(ctx: TenantContext, input: ServiceOutput) {
  await checkCategory(input);
  const [row] = await db()
    .insert(services)
    .values({ ferrierId: ctx.ferrierId, ...toRow(input) })
    .returning({ id: services.id });
  return getService(ctx, row!.id);
}

export async function updateService(ctx: TenantContext, id: string, input: ServiceOutput) {
  await checkCategory(input);
  const [row] = await db()
    .update(services)
    .set(toRow(input))
    .where(and(eq(services.id, id), eq(services.ferrierId, ctx.ferrierId)))
    .returning({ id: services.id });
  if (!row) throw new AppError('NOT_FOUND');
  return getService(ctx, id);
}

export async function setServiceStatus(ctx: TenantContext, id: string, status: 'active' | 'inactive') {
  const [row] = await db()
    .update(services)
    .set({ status })
    .where(and(eq(services.id, id), eq(services.ferrierId, ctx.ferrierId)))
    .returning({ id: services.id, status: services.status });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
