// The history of the records with a life (audit_events): written by the use cases that change a record, in the same
// transaction, and read as the record's page shows it (GET <records>/history/{id}, lib/validation/history.ts). An
// event holds who, when, what (field names, statuses) and the request id — never what was written, nor the client's
// address or user agent, which stay on ctx.request for the logs.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { HistoryAction, HistoryEvent } from '@/lib/validation/history';
import type { TenantContext } from '@/server/context';
import { foundOne, isoText } from '@/server/db/registers';
import { auditEvents, users, type AuditFacts } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import type { ServerRecord } from './record';

export type HistoryEntry = {
  action: HistoryAction;
  /** `updated`: the fields that changed, as the API's input names them. */
  fields?: readonly string[];
  from?: string;
  to?: string;
  /** What a later change needs to undo this one's effects: ids and dates only. */
  facts?: AuditFacts;
};

/**
 * Adds an event to the history of a record of kind `kind` (a record with a life's, or another kind's such as a horse
 * whose journals are shared), as the caller and their request.
 */
export async function writeAuditEvent(
  ctx: TenantContext,
  kind: string,
  recordId: string,
  entry: HistoryEntry,
): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    ferrierId: ctx.ferrierId,
    recordType: kind,
    recordId,
    action: entry.action,
    userId: ctx.userId,
    fields: [...(entry.fields ?? [])],
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    requestId: ctx.request?.id ?? null,
    facts: entry.facts ?? null,
  });
}

/** Adds an event to the record's history, as the caller and their request. */
export const writeHistory = <S extends string>(
  ctx: TenantContext,
  record: ServerRecord<S>,
  recordId: string,
  entry: HistoryEntry,
): Promise<void> => writeAuditEvent(ctx, record.life.kind, recordId, entry);

/** The facts of the record's latest change to status `to` (a completion, to undo its effects); null when none. */
export async function latestFacts<S extends string>(
  ctx: TenantContext,
  record: ServerRecord<S>,
  recordId: string,
  { to }: { to: string },
): Promise<AuditFacts | null> {
  const [row] = await ctx.db
    .select({ facts: auditEvents.facts })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.ferrierId, ctx.ferrierId),
        eq(auditEvents.recordType, record.life.kind),
        eq(auditEvents.recordId, recordId),
        eq(auditEvents.toStatus, to),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(1);
  return row?.facts ?? null;
}

/**
 * The history use case of a kind of record: its events, oldest first. Another tenant's record, or a deleted one, is
 * not found (404), as on every other route of the record.
 */
export function historyOf<S extends string>(record: ServerRecord<S>) {
  const { table, life } = record;
  return async (ctx: TenantContext, { id }: { id: string }): Promise<HistoryEvent[]> => {
    const { status } = await foundOne(
      ctx.db
        .select({ status: sql<string>`${table.status}` })
        .from(table)
        .where(and(eq(table.id, id), eq(table.ferrierId, ctx.ferrierId))),
    );
    if (status === life.deleted) throw new AppError('NOT_FOUND');
    const rows = await ctx.db
      .select({
        id: auditEvents.id,
        action: sql<HistoryAction>`${auditEvents.action}`,
        at: isoText(auditEvents.createdAt),
        userId: users.id,
        userName: users.name,
        fields: auditEvents.fields,
        from: auditEvents.fromStatus,
        to: auditEvents.toStatus,
      })
      .from(auditEvents)
      .leftJoin(users, and(eq(users.id, auditEvents.userId), eq(users.ferrierId, auditEvents.ferrierId)))
      .where(
        and(
          eq(auditEvents.ferrierId, ctx.ferrierId),
          eq(auditEvents.recordType, life.kind),
          eq(auditEvents.recordId, id),
        ),
      )
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
    return rows.map(({ userId, userName, ...event }) => ({
      ...event,
      user: userId && userName !== null ? { id: userId, name: userName } : null,
    }));
  };
}
