// A status change of a record with a life, the same way for every kind: the row locked, the transitions map of its
// description obeyed (anything else 409 INVALID_TRANSITION, said in the caller's language, in the record's own words
// when its status messages have them), the sequence and updated_at raised, the record's own effects run, and the
// change written to its history — all in the caller's transaction, so a refused or failed change leaves nothing behind.
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { canChange } from '@/lib/records/record-life';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { writeHistory } from './history';
import type { LifeTable, ServerRecord } from './record';

/**
 * Changes the record `id` to status `to`. A record already there is left as it is (no event); a deleted one is not
 * found (404) when its description names a deleted status.
 */
export async function transition<S extends string>(
  ctx: TenantContext,
  record: ServerRecord<S>,
  id: string,
  to: S,
): Promise<{ id: string; status: S }> {
  const { table, life } = record;
  const mine = and(eq(table.id, id), eq(table.ferrierId, ctx.ferrierId));
  const current = await foundOne(
    ctx.db
      .select({ status: sql<S>`${table.status}` })
      .from(table)
      .where(mine)
      .for('update'),
  );
  const from = current.status;
  // A deleted record is gone for the caller: as if it never was.
  if (life.deleted !== undefined && from === life.deleted) throw new AppError('NOT_FOUND');
  if (from === to) return { id, status: from };
  if (!canChange(life, from, to)) {
    const t = translator(ctx.locale);
    const name = (status: S) => t(`${life.kind}Status.${status}` as never);
    // The record's own sentence ("This booking is…") where its status words have one, else the general one.
    const own = `${life.kind}Status.errors.INVALID_TRANSITION`;
    throw new AppError('INVALID_TRANSITION', undefined, undefined, {
      params: { from: name(from), to: name(to) },
      details: { status: from },
      ...(t.has(own as never) ? { message: own } : {}),
    });
  }
  const change = { id, from, to };
  await ctx.db
    .update(table)
    .set({
      status: to,
      sequence: sql`${table.sequence} + 1`,
      updatedAt: new Date(),
      ...record.changeValues?.(change),
    } as PgUpdateSetSource<LifeTable>)
    .where(mine);
  const facts = await record.effects?.(ctx, change);
  await writeHistory(ctx, record, id, {
    action: to === life.deleted ? 'deleted' : 'status_changed',
    from,
    to,
    ...(facts ? { facts } : {}),
  });
  return { id, status: to };
}
