// Inventory types and sub-types for pickers: global reference data (a few dozen rows, so no paging), named in
// the caller's language.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ReferenceQuery } from '@/lib/validation/list';
import type { InventorySubTypesQuery } from '@/lib/validation/product';
import type { TenantContext } from '@/server/context';
import { names, referenceSuggestions } from '@/server/db/reference-data';
import { inventorySubTypes, inventoryTypes } from '@/server/db/schema';

export async function inventoryTypeSuggestions(ctx: TenantContext, { input }: { input: ReferenceQuery }) {
  const query = ctx.db
    .select({ id: inventoryTypes.id, ...names(inventoryTypes, ctx.locale) })
    .from(inventoryTypes)
    .$dynamic();
  return referenceSuggestions(query, inventoryTypes, ctx.locale, input.search);
}

export async function inventorySubTypeSuggestions(
  ctx: TenantContext,
  { input }: { input: InventorySubTypesQuery },
) {
  const query = ctx.db
    .select({
      id: inventorySubTypes.id,
      typeId: inventorySubTypes.typeId,
      ...names(inventorySubTypes, ctx.locale),
    })
    .from(inventorySubTypes)
    .$dynamic();
  return referenceSuggestions(
    query,
    inventorySubTypes,
    ctx.locale,
    input.search,
    eq(inventorySubTypes.typeId, input.typeId),
  );
}
