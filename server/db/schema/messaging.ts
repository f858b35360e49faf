// The in-app inbox and notifications (messages from the public site are in marketing.ts).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ferrierId, id, timestamps } from './columns';
import { tenantRows } from './tenant-rows';

/** A message between users of one tenant (owner and staff). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    ferrierId: ferrierId(),
    // The receiver keeps the message if the sender's account is removed.
    senderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    receiverUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar({ length: 200 }),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('messages_ferrier_id_idx').on(t.ferrierId, t.createdAt),
    index('messages_receiver_user_id_idx').on(t.receiverUserId, t.createdAt),
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
