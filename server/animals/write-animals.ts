// Creating and changing animals: references checked inside the caller's tenant, ownership in every where clause.
import 'server-only';
import { eq } from 'drizzle-orm';
import { proposedNextVisit, type AnimalOutput, type ManageLinkInput } from '@/lib/validation/animal';
import type { TenantContext } from '@/server/context';
import { insertOwned, isOwned, setStatus, updateOwned, type StatusChange } from '@/server/db/registers';
import { animalBreeds, animalTypes, animals, customers } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { prepareImage, withStoredImages } from '@/server/storage/images';
import { microchipDuplicates } from './microchip-duplicates';
import { getAnimal } from './read-animals';

export type AnimalFiles = { picture?: File };

/** Type, breed and owner must exist (the owner in the caller's tenant); the type follows from the breed. */
async function checkReferences(ctx: TenantContext, input: AnimalOutput) {
  const fields: Record<string, string> = {};
  let animalTypeId = input.animalTypeId;
  if (animalTypeId) {
    const [type] = await ctx.db
      .select({ id: animalTypes.id })
      .from(animalTypes)
      .where(eq(animalTypes.id, animalTypeId));
    if (!type) fields.animalTypeId = 'validation.animalType';
  }
  if (input.breedId) {
    const [breed] = await ctx.db
      .select({ animalTypeId: animalBreeds.animalTypeId })
      .from(animalBreeds)
      .where(eq(animalBreeds.id, input.breedId));
    if (!breed) fields.breedId = 'validation.breed';
    else if (animalTypeId && breed.animalTypeId !== animalTypeId && !fields.animalTypeId)
      fields.breedId = 'validation.breedType';
    else animalTypeId ??= breed.animalTypeId;
  }
  if (input.customerId && !(await isOwned(customers, ctx, input.customerId)))
    fields.customerId = 'validation.customer';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
  return { animalTypeId };
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

export async function createAnimal(
  ctx: TenantContext,
  { input, files = {} }: { input: AnimalOutput; files?: AnimalFiles },
) {
  const { row, images } = await prepare(ctx, input, files);
  const id = await withStoredImages(ctx, images, (fileIds) =>
    insertOwned(animals, ctx, { ...row, ...withPicture(fileIds) }),
  );
  return saved(ctx, id);
}

/** The saved animal, and the warning that other animals of the account share its chip. */
async function saved(ctx: TenantContext, id: string) {
  const animal = await getAnimal(ctx, { id });
  return { ...animal, microchipDuplicates: await microchipDuplicates(ctx, animal.microchipNumber, id) };
}

/** Replaces the fields; the picture is kept unless a new one is uploaded. */
export async function updateAnimal(
  ctx: TenantContext,
  { id, input, files = {} }: { id: string; input: AnimalOutput; files?: AnimalFiles },
) {
  // Not found before the picture is processed.
  if (!(await isOwned(animals, ctx, id))) throw new AppError('NOT_FOUND');
  const { row, images } = await prepare(ctx, input, files);
  await withStoredImages(ctx, images, (fileIds) =>
    updateOwned(animals, ctx, id, { ...row, ...withPicture(fileIds) }),
  );
  return saved(ctx, id);
}

export const setAnimalStatus = (ctx: TenantContext, args: StatusChange) => setStatus(animals, ctx, args);

/** Links the animal to one of the caller's customers as its owner, or unlinks it (customerId null). */
export async function manageAnimalLink(ctx: TenantContext, { input }: { input: ManageLinkInput }) {
  if (input.customerId && !(await isOwned(customers, ctx, input.customerId))) throw new AppError('NOT_FOUND');
  await updateOwned(animals, ctx, input.animalId, { customerId: input.customerId });
  return getAnimal(ctx, { id: input.animalId });
}
