// The lines of a record with a life — a booking's horses and planned services; later a journal's treatments, an
// invoice's lines — written as the form sends them: in its order (`position`), replacing the old ones, in one
// statement, always inside the caller's tenant.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantContext } from '@/server/context';
import type { OwnedTable } from '@/server/db/registers';

/** A table of lines: owned rows with their place in the record. */
export type LineTable = OwnedTable & { position: PgColumn };

/**
 * Replaces the lines of the record `parentId` (named by the lines' column `parentKey`, e.g. 'bookingId') with `lines`,
 * each given its position in the list.
 */
export async function replaceLines<T extends LineTable, K extends keyof T & keyof T['$inferInsert']>(
  ctx: TenantContext,
  table: T,
  parentKey: K,
  parentId: string,
  lines: ReadonlyArray<Omit<T['$inferInsert'], 'id' | 'ferrierId' | 'position' | K>>,
): Promise<void> {
  const ofRecord = and(eq(table[parentKey] as PgColumn, parentId), eq(table.ferrierId, ctx.ferrierId));
  if (lines.length === 0) {
    await ctx.db.delete(table).where(ofRecord);
    return;
  }
  // The old lines go in a WITH, which PostgreSQL may otherwise run after the insert (a line kept, such as a horse that
  // stays, would then collide with itself on a unique index): each new line's position reads `done`, the count of
  // the deleted lines, so the delete has finished before the first line is written.
  const remove = ctx.db.delete(table).where(ofRecord).returning({ id: table.id });
  const gone = ctx.db.$with('gone', { n: sql<number>`n` }).as(sql`${remove.getSQL()}`);
  const done = ctx.db.$with('done', { n: sql<number>`n` }).as(sql`select count(*) as n from ${gone}`);
  const positionType = sql.raw(table.position.getSQLType());
  await ctx.db
    .with(gone, done)
    .insert(table)
    .values(
      lines.map(
        (line, position) =>
          ({
            ...line,
            [parentKey]: parentId,
            ferrierId: ctx.ferrierId,
            position: sql`(select ${position}::${positionType} from ${done})`,
          }) as T['$inferInsert'],
      ),
    );
}
