// Animal types and breeds: shared reference data (seeded), offered to pickers in both languages.
import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_ANIMAL_TYPE, type AnimalBreedsQuery } from '@/lib/validation/animal';
import type { ReferenceQuery } from '@/lib/validation/list';
import type { TenantContext } from '@/server/context';
import { names, referenceSuggestions } from '@/server/db/reference-data';
import { animalBreeds, animalTypes } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** Animal types, the horse first (the form's default), then the others alphabetically. */
export async function animalTypeSuggestions(ctx: TenantContext, { input }: { input: ReferenceQuery }) {
  const query = ctx.db
    .select({ id: animalTypes.id, slug: animalTypes.slug, ...names(animalTypes, ctx.locale) })
    .from(animalTypes)
    .$dynamic();
  const horse = eq(animalTypes.slug, DEFAULT_ANIMAL_TYPE);
  return referenceSuggestions(query, animalTypes, ctx.locale, input.search, undefined, horse);
}

/** Breeds of one animal type; an unknown type is a validation error, not an empty list. */
export async function animalBreedSuggestions(ctx: TenantContext, { input }: { input: AnimalBreedsQuery }) {
  const [type] = await ctx.db
    .select({ id: animalTypes.id })
    .from(animalTypes)
    .where(eq(animalTypes.id, input.animalTypeId));
  if (!type) throw new AppError('VALIDATION_FAILED', { animalTypeId: 'validation.animalType' });
  const query = ctx.db
    .select({
      id: animalBreeds.id,
      animalTypeId: animalBreeds.animalTypeId,
      ...names(animalBreeds, ctx.locale),
    })
    .from(animalBreeds)
    .$dynamic();
  return referenceSuggestions(
    query,
    animalBreeds,
    ctx.locale,
    input.search,
    eq(animalBreeds.animalTypeId, input.animalTypeId),
  );
}
