// Creating and changing animals: references checked inside the caller's tenant, ownership in every where clause.
import { and, eq } from 'drizzle-orm';
import { proposedNextVisit, type AnimalOutput } from '@/lib/validation/animal';
import { db } from '@/server/db';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { TenantContext } from '@/server/context';
import { prepareImage, withStoredImages } from '@/server/storage/images';
import { animalExists, getAnimal } from './read-animals';

export type AnimalFiles = { picture?: File };

/** Type, breed and owner must exist (the owner in the caller's tenant); the type follows from the breed. */
async function checkReferences(ctx: TenantContext, input: AnimalOutput) {
  const fields: Record<string, string> = {};
  let animalTypeId = input.animalTypeId;
  if (animalTypeId) {
    const [type] = await db()
      .select({ id: animalTypes.id })
      .from(animalTypes)
      .where(eq(animalTypes.id, animalTypeId));
    if (!type) fields.animalTypeId = 'validation.animalType';
  }
  if (input.breedId) {
    const [breed] = await db()
      .select({ animalTypeId: animalBreeds.animalTypeId })
      .from(animalBreeds)
      .where(eq(animalBreeds.id, input.breedId));
    if (!breed) fields.breedId = 'validation.breed';
    else if (animalTypeId && breed.animalTypeId !== animalTypeId && !fields.animalTypeId)
      fields.breedId = 'validation.breedType';
    else animalTypeId ??= breed.animalTypeId;
  }
  if (input.customerId && !(await customerExists(ctx, input.customerId)))
    fields.customerId = 'validation.customer';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
  return { animalTypeId };
}

async function customerExists(ctx: TenantContext, id: string) {
  const [row] = await db()
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.ferrierId, ctx.ferrierId)));
  return Boolean(row);
}

/** Optional fields left out of the input are cleared: update is a full replacement, like the form. */
function toRow(input: AnimalOutput, animalTypeId: string | undefined) {
  return {
    name: input.name,
    animalTypeId: animalTypeId ?? null,
    breedId: input.breedId ?? null,
    color: input.color ?? null,
    sex: input.sex,
    sizeCm: input.sizeCm ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    microchipNumber: input.microchipNumber ?? null,
    passportNumber: input.passportNumber ?? null,
    insuranceCompany: input.insuranceCompany ?? null,
    specialNeeds: input.specialNeeds ?? null,
    shoeingType: input.shoeingType ?? null,
    stable: input.stable ?? null,
    address: input.address ?? null,
    postalCode: input.postalCode,
    city: input.city,
    customerId: input.customerId ?? null,
    latestVisit: input.latestVisit ?? null,
    // The farrier expects to know the next visit: propose it from the latest one and the interval.
    nextVisit: input.nextVisit ?? proposedNextVisit(input.latestVisit, input.shoeingIntervalWeeks) ?? null,
    shoeingIntervalWeeks: input.shoeingIntervalWeeks ?? null,
  };
}

/** Everything is checked, the picture included, before anything is written. */
async function prepare(ctx: TenantContext, input: AnimalOutput, files: AnimalFiles) {
  const { animalTypeId } = await checkReferences(ctx, input);
  const picture = files.picture ? await prepareImage('picture', files.picture, 'animal_picture') : undefined;
  return { row: toRow(input, animalTypeId), images: { picture } };
}

const withPicture = (fileIds: { picture?: string }) =>
  fileIds.picture ? { pictureFileId: fileIds.picture } : {};

export async function createAnimal(ctx: TenantContext, input: AnimalOutput, files: AnimalFiles = {}) {
  const { row, images } = await prepare(ctx, input, files);
  const id = await withStoredImages(ctx, images, async (tx, fileIds) => {
    const [created] = await tx
      .insert(animals)
      .values({ ferrierId: ctx.ferrierId, ...row, ...withPicture(fileIds) })
      .returning({ id: animals.id });
    return created!.id;
  });
  return getAnimal(ctx, id);
}

/** Replaces the fields; the picture is kept unless a new one is uploaded. */
export async function updateAnimal(
  ctx: TenantContext,
  id: string,
  input: AnimalOutput,
  files: AnimalFiles = {},
) {
  if (!(await animalExists(ctx, id))) throw new AppError('NOT_FOUND');
  const { row, images } = await prepare(ctx, input, files);
  await withStoredImages(ctx, images, async (tx, fileIds) => {
    const [updated] = await tx
      .update(animals)
      .set({ ...row, ...withPicture(fileIds) })
      .where(and(eq(animals.id, id), eq(animals.ferrierId, ctx.ferrierId)))
      .returning({ id: animals.id });
    if (!updated) throw new AppError('NOT_FOUND');
  });
  return getAnimal(ctx, id);
}

export async function setAnimalStatus(ctx: TenantContext, id: string, status: 'active' | 'inactive') {
  const [row] = await db()
    .update(animals)
    .set({ status })
    .where(and(eq(animals.id, id), eq(animals.ferrierId, ctx.ferrierId)))
    .returning({ id: animals.id, status: animals.status });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Links the animal to one of the caller's customers as its owner, or unlinks it (customerId null). */
export async function manageAnimalLink(
  ctx: TenantContext,
  input: { animalId: string; customerId: string | null },
) {
  if (input.customerId && !(await customerExists(ctx, input.customerId))) throw new AppError('NOT_FOUND');
  const [row] = await db()
    .update(animals)
    .set({ customerId: input.customerId })
    .where(and(eq(animals.id, input.animalId), eq(animals.ferrierId, ctx.ferrierId)))
    .returning({ id: animals.id });
  if (!row) throw new AppError('NOT_FOUND');
  return getAnimal(ctx, input.animalId);
}
