// The in-app inbox and notifications (messages from the public site are in marketing.ts).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { customers } from './customers';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';

/**
 * A message of the inbox, in a thread with a customer (`customerId`: mailed to them by the inbox-mail job) or with a
 * user of the account (`receiverUserId`: owner and staff) — exactly one of the two.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    ferrierId: ferrierId(),
    // The thread keeps the message if the sender's login is removed.
    senderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    receiverUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    subject: varchar({ length: 200 }),
    body: text().notNull(),
    /** When the receiving user read it (user-to-user only; a customer reads their mail elsewhere). */
    readAt: timestamp({ withTimezone: true }),
    /** When the mail to the customer went out; null until the job has sent it. */
    mailedAt: timestamp({ withTimezone: true }),
    /** Why the mail to the customer failed last (a mail host's code, never an address). */
    mailFailure: varchar({ length: 100 }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    check('messages_one_counterpart', sql`(${t.customerId} is null) <> (${t.receiverUserId} is null)`),
    index('messages_ferrier_id_idx').on(t.ferrierId, t.createdAt),
    index('messages_receiver_user_id_idx').on(t.ferrierId, t.receiverUserId, t.createdAt),
    index('messages_sender_user_id_idx').on(t.ferrierId, t.senderUserId, t.createdAt),
    index('messages_customer_id_idx').on(t.ferrierId, t.customerId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    ferrierId: ferrierId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (NOTIFICATION_KINDS, lib/validation/notification.ts); text so new kinds need no migration. */
    kind: varchar({ length: 50 }).notNull(),
    /** Ids and values the message is built from; the text is localized when shown, not when stored. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('notifications_ferrier_id_idx').on(t.ferrierId),
    index('notifications_user_id_idx').on(t.userId, t.createdAt),
    // A user's list: unread first, then newest (server/notifications/read-notifications.ts), and the unread count.
    index('notifications_user_list_idx').on(
      t.ferrierId,
      t.userId,
      sql`(${t.readAt} is not null)`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The daily cleanup of read notifications (server/notifications/cleanup-notifications.ts).
    index('notifications_read_at_idx')
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
  ],
);
