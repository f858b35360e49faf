// Service types (the spec's service categories) for pickers: global reference data (a dozen rows, so no paging),
// named in the caller's language.
import 'server-only';
import type { ReferenceQuery } from '@/lib/validation/list';
import type { TenantContext } from '@/server/context';
import { names, referenceSuggestions } from '@/server/db/reference-data';
import { serviceTypes } from '@/server/db/schema';

export async function serviceTypeSuggestions(ctx: TenantContext, { input }: { input: ReferenceQuery }) {
  const query = ctx.db
    .select({ id: serviceTypes.id, ...names(serviceTypes, ctx.locale) })
    .from(serviceTypes)
    .$dynamic();
  return referenceSuggestions(query, serviceTypes, ctx.locale, input.search);
}
