// The history of the records with a life (bookings now; journals and invoices next): who did what to which record,
// when. Written by server/records in the same transaction as the change itself, so a change and its event stand or
// fall together. It holds ids, field names, statuses and dates only — never a copy of what was written, and never the
// client's address or user agent (those stay on the request's context, for the logs).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';

/**
 * What a record needs to undo an effect of the change later: ids and dates only (a completed visit keeps each horse's
 * latest and next visit from before and after, so reopening it can put them back).
 */
export type AuditFacts = Record<string, unknown>;

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    ferrierId: ferrierId(),
    /** The record's kind, as its RecordLife names it: 'booking', later 'journal', 'invoice'. */
    recordType: varchar({ length: 30 }).notNull(),
    /** No foreign key: one table holds the events of every kind of record, and a record's trail outlives it. */
    recordId: uuid().notNull(),
    /** created, updated, status_changed, deleted; journals and invoices add signed, amended, sent, paid. */
    action: varchar({ length: 30 }).notNull(),
    /** Who did it; null for a job, or once the user is removed (the event stays). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** `updated`: the names of the fields that changed, as the API's input names them. */
    fields: varchar({ length: 50 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    fromStatus: varchar({ length: 30 }),
    toStatus: varchar({ length: 30 }),
    /** The request that made the change, to find its log lines. */
    requestId: varchar({ length: 64 }),
    facts: jsonb().$type<AuditFacts>(),
    ...timestamps(),
    // When it happened: the clock at the statement, so two events of one transaction keep their order. Rows are never
    // changed; updated_at is there only so every table looks the same.
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    tenantRows(),
    index('audit_events_record_idx').on(t.ferrierId, t.recordType, t.recordId, t.createdAt),
    index('audit_events_user_id_idx').on(t.userId),
  ],
);
