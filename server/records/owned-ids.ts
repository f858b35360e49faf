// Every id a request body names must be the caller's: a customer, a horse, a service, a person of the account, a
// product. One query per table, whatever the number of fields and ids; an id that is not the caller's (another
// tenant's, or none at all) is 422 on the field that named it, under the name the client sent it by.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import type { OwnedTable } from '@/server/db/registers';
import { AppError } from '@/server/errors';

export type OwnedIdsCheck = {
  /** The body's field, as the client sent it ('animalId', 'animalIds', 'services'). */
  field: string;
  table: OwnedTable;
  ids: ReadonlyArray<string | null | undefined>;
  /** The field's message key, e.g. 'validation.animal'. */
  message: string;
};

/** 422 VALIDATION_FAILED naming every field with an id that is not the caller's; nothing when all are. */
export async function ownedIds(ctx: TenantContext, checks: readonly OwnedIdsCheck[]): Promise<void> {
  const wanted = new Map<OwnedTable, Set<string>>();
  for (const check of checks)
    for (const id of check.ids)
      if (id) wanted.set(check.table, (wanted.get(check.table) ?? new Set()).add(id));
  // One query per table, sent together (the transaction's connection pipelines them).
  const found = new Map(
    await Promise.all(
      [...wanted].map(async ([table, ids]) => {
        const rows = await ctx.db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.ferrierId, ctx.ferrierId), inArray(table.id, [...ids])));
        return [table, new Set((rows as Array<{ id: string }>).map((row) => row.id))] as const;
      }),
    ),
  );
  const fields: Record<string, string> = {};
  for (const check of checks)
    if (check.ids.some((id) => id && !found.get(check.table)?.has(id))) fields[check.field] ??= check.message;
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}
