// Inventory types and sub-types for pickers: global reference data (a few dozen rows, so no paging), named in
// the caller's language.
import { and, eq, or, sql } from 'drizzle-orm';
import { containsPattern, swedishName } from '@/server/db/pagination';
import type { TenantContext } from '@/server/context';
import { db } from '@/server/db';
import { inventorySubTypes, inventoryTypes } from '@/server/db/schema';

type Query = { search?: string };

export async function inventoryTypeSuggestions(ctx: TenantContext, query: Query) {
  const name = ctx.locale === 'sv' ? inventoryTypes.nameSv : inventoryTypes.nameEn;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return db()
    .select({ id: inventoryTypes.id, nameEn: inventoryTypes.nameEn, nameSv: inventoryTypes.nameSv, name })
    .from(inventoryTypes)
    .where(
      pattern
        ? or(
            sql`lower(${inventoryTypes.nameEn}) like ${pattern}`,
            sql`lower(${inventoryTypes.nameSv}) like ${pattern}`,
          )
        : undefined,
    )
    .orderBy(swedishName(name));
}

export async function inventorySubTypeSuggestions(ctx: TenantContext, query: Query & { typeId: string }) {
  const name = ctx.locale === 'sv' ? inventorySubTypes.nameSv : inventorySubTypes.nameEn;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return db()
    .select({
      id: inventorySubTypes.id,
      typeId: inventorySubTypes.typeId,
      nameEn: inventorySubTypes.nameEn,
      nameSv: inventorySubTypes.nameSv,
      name,
    })
    .from(inventorySubTypes)
    .where(
      and(
        eq(inventorySubTypes.typeId, query.typeId),
        pattern
          ? or(
              sql`lower(${inventorySubTypes.nameEn}) like ${pattern}`,
              sql`lower(${inventorySubTypes.nameSv}) like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(swedishName(name));
}
