// What visitors of the public site send: contact messages and demo requests. No tenant, no account.
import { index, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PROFESSIONS } from '../../../lib/validation/contact-rules';
import { id } from './columns';

/** The professions the book-demo form offers (one list, shared with the form and the API). */
export const demoProfession = pgEnum('demo_profession', PROFESSIONS);

/** Sent from /contact-us. `mailed_at` stays null when the mail to the company inbox failed: the row is the record. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    message: text().notNull(),
    /** The page language, so the reply can be in it. */
    locale: varchar({ length: 2 }).notNull().default('en'),
    /** Sender's address and browser, kept for abuse handling alongside the rate limit. */
    ip: varchar({ length: 45 }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Sent from /book-demo; like contact messages, kept even when the mail to the inbox failed. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 30 }),
    company: varchar({ length: 100 }),
    profession: demoProfession().notNull(),
    preferredTime: text(),
    message: text(),
    locale: varchar({ length: 2 }).notNull().default('en'),
    ip: varchar({ length: 45 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('demo_requests_created_at_idx').on(t.createdAt)],
);
