// Staff-only details; the staff member's login, name, email and tenant are on users (role 'staff').
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /** Their visits' colour in the calendar, #rrggbb. */
    color: varchar({ length: 7 }).notNull().default('#2f6f8f'),
    /** The owner's tick: this member may write, send and bookkeep invoices (README "Staff"). */
    mayInvoice: boolean().notNull().default(false),
    // Inactive instead of deleted: journals they created or signed must keep pointing at them. An invited member is
    // inactive until they accept (set a password); an inactive member's sessions are refused (bearer-session.ts).
    status: activeStatus().notNull().default('active'),
    /** When they accepted the invitation; null while it is open. */
    acceptedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('staff_profiles_user_id_unique').on(t.userId),
    index('staff_profiles_ferrier_id_idx').on(t.ferrierId, t.status),
    check('staff_profiles_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * A staff member's one-time invitation link (/{locale}/staff-invite/{token}): only the token's SHA-256 is kept, so a
 * copy of the database opens nothing. Used once (usedAt), valid 7 days; a new invitation replaces the open one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    ferrierId: ferrierId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash),
    index('staff_invitations_user_id_idx').on(t.userId),
  ],
);
