// Staff-only details; the staff member's login, name, email and tenant are on users (role 'staff').
import { index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { activeStatus } from './enums';

export const staffProfiles = pgTable(
  'staff_profiles',
  {
    id: id(),
    ferrierId: ferrierId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown with the signer's name on journals they sign. */
    title: varchar({ length: 50 }),
    phone: varchar({ length: 16 }),
    // Inactive instead of deleted: journals they created or signed must keep pointing at them.
    status: activeStatus().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('staff_profiles_user_id_unique').on(t.userId),
    index('staff_profiles_ferrier_id_idx').on(t.ferrierId, t.status),
  ],
);
