// Animal types and breeds: shared reference data (seeded), offered to pickers in both languages.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locales';
import { db } from '@/server/db';
import { animalBreeds, animalTypes } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { containsPattern, swedishName } from '@/server/db/pagination';

/** The tables hold a few dozen rows; this only bounds a response. */
const MAX_ROWS = 500;

function nameMatches(nameEn: AnyPgColumn, nameSv: AnyPgColumn, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(sql`lower(${nameEn}) like ${pattern}`, sql`lower(${nameSv}) like ${pattern}`);
}

const withName =
  <T extends { nameEn: string; nameSv: string }>(locale: Locale) =>
  (row: T) => ({
    ...row,
    name: locale === 'sv' ? row.nameSv : row.nameEn,
  });

export async function animalTypeSuggestions(locale: Locale, query: { search?: string }) {
  const rows = await db()
    .select({
      id: animalTypes.id,
      slug: animalTypes.slug,
      nameEn: animalTypes.nameEn,
      nameSv: animalTypes.nameSv,
    })
    .from(animalTypes)
    .where(nameMatches(animalTypes.nameEn, animalTypes.nameSv, query.search))
    .orderBy(swedishName(locale === 'sv' ? animalTypes.nameSv : animalTypes.nameEn))
    .limit(MAX_ROWS);
  return rows.map(withName(locale));
}

/** Breeds of one animal type; an unknown type is a validation error, not an empty list. */
export async function animalBreedSuggestions(
  locale: Locale,
  query: { animalTypeId: string; search?: string },
) {
  const [type] = await db()
    .select({ id: animalTypes.id })
    .from(animalTypes)
    .where(eq(animalTypes.id, query.animalTypeId));
  if (!type) throw new AppError('VALIDATION_FAILED', { animalTypeId: 'validation.animalType' });
  const rows = await db()
    .select({
      id: animalBreeds.id,
      animalTypeId: animalBreeds.animalTypeId,
      nameEn: animalBreeds.nameEn,
      nameSv: animalBreeds.nameSv,
    })
    .from(animalBreeds)
    .where(
      and(
        eq(animalBreeds.animalTypeId, query.animalTypeId),
        nameMatches(animalBreeds.nameEn, animalBreeds.nameSv, query.search),
      ),
    )
    .orderBy(swedishName(locale === 'sv' ? animalBreeds.nameSv : animalBreeds.nameEn))
    .limit(MAX_ROWS);
  return rows.map(withName(locale));
}
