// Better Auth's tables (user, session, account, verification) with our tenant and role columns on users.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows, tenantUserRows } from './tenant-rows';

export const userRole = pgEnum('user_role', ['owner', 'staff']);

export const users = pgTable(
  'users',
  {
    id: id(),
    ferrierId: ferrierId(),
    role: userRole().notNull().default('owner'),
    name: text().notNull(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    language: varchar({ length: 2 }).notNull().default('en'),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_ferrier_id_idx').on(t.ferrierId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    ...timestamps(),
  },
  (t) => [
    tenantUserRows('sessions'),
    uniqueIndex('sessions_token_unique').on(t.token),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text().notNull(),
    providerId: text().notNull(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters for our own rate limits (login, OTP resend, contact form): shared by all app instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});
