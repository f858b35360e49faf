// Column sets shared by every table, so ids, timestamps and tenancy look the same everywhere.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { ferriers } from './ferriers';

export const id = () => uuid().primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** ferrier_id of a tenant table: deleting the tenant (the 30-day purge) deletes its rows. */
export const ferrierId = () =>
  uuid()
    .notNull()
    .references(() => ferriers.id, { onDelete: 'cascade' });

/** Money is stored as integer öre; bigint would arrive as string, and 2^53 öre is far beyond any invoice. */
export { integer as ore } from 'drizzle-orm/pg-core';
