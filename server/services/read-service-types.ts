// Service types (the spec's service categories) for pickers: global reference data (a dozen rows, so no paging),
// named in the caller's language.
import { or, sql } from 'drizzle-orm';
import { containsPattern, swedishName } from '@/server/db/pagination';
import type { TenantContext } from '@/server/context';
import { db } from '@/server/db';
import { serviceTypes } from '@/server/db/schema';

export async function serviceTypeSuggestions(ctx: TenantContext, query: { search?: string }) {
  const name = ctx.locale === 'sv' ? serviceTypes.nameSv : serviceTypes.nameEn;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return db()
    .select({ id: serviceTypes.id, nameEn: serviceTypes.nameEn, nameSv: serviceTypes.nameSv, name })
    .from(serviceTypes)
    .where(
      pattern
        ? or(
            sql`lower(${serviceTypes.nameEn}) like ${pattern}`,
            sql`lower(${serviceTypes.nameSv}) like ${pattern}`,
          )
        : undefined,
    )
    .orderBy(swedishName(name));
}
