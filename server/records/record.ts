// A record with a life as the server's helpers see it: its shared description (lib/records/record-life.ts), the table
// that holds it, and what a status change does besides changing the status — described once per kind of record
// (server/bookings/booking-record.ts) and handed to transition() and the history.
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RecordLife } from '@/lib/records/record-life';
import type { TenantContext } from '@/server/context';
import type { OwnedTable } from '@/server/db/registers';
import type { AuditFacts } from '@/server/db/schema';

/** The record's own table: owned rows with a status, a sequence raised on every change, and updated_at. */
export type LifeTable = OwnedTable & { status: PgColumn; sequence: PgColumn; updatedAt: PgColumn };

export type StatusChange<S extends string> = { id: string; from: S; to: S };

export type ServerRecord<S extends string = string> = {
  life: RecordLife<S>;
  table: LifeTable;
  /** Columns the change sets on the record's row besides its status (a booking back to active is reminded again). */
  changeValues?: (change: StatusChange<S>) => Record<string, unknown>;
  /**
   * The change's effects on other records, run after the record's row has changed, in the same transaction (a visit
   * completed dates its horses). What they return is kept on the change's history event, so a later change can
   * undo them: ids and dates only.
   */
  effects?: (ctx: TenantContext, change: StatusChange<S>) => Promise<AuditFacts | undefined>;
};

/** Types a record's description (its statuses are the life's). */
export const serverRecord = <S extends string>(record: ServerRecord<S>): ServerRecord<S> => record;
