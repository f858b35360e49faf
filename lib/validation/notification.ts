// Notifications (issue 25): what happened in the account, told to the users it concerns. The kinds and their
// payloads (ids and values only: the text is put together in the reader's language when shown), the list's query
// and what notifications/* answer. Shared by the bell, the page and the API.
import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './list';

export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'booking_declined',
  'reminder_sent',
  'reminder_failed',
  'low_stock',
  'journal_viewed',
  'invoice_paid',
  'invoice_overdue',
  'trial_ending',
  'payment_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A payload's values: ids, numbers, dates as ISO text, flags. Never an email, phone or personnummer. */
export type NotificationValue = string | number | boolean | null;
export type NotificationPayload = Record<string, NotificationValue>;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    payload: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe('Ids and values the text is made from (bookingId, productId, invoiceNumber, …), per kind'),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.output<typeof notificationSchema>;

export const notificationListQuery = z.object({
  /** Only the unread ones (the bell's count is `unreadCount` either way). */
  unreadOnly: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .transform((v) => v === 'true')
    .optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  /** The caller's unread notifications in all (not only this page). */
  unreadCount: z.number().int(),
});
export type NotificationList = z.output<typeof notificationListSchema>;

export const notificationsReadSchema = z.object({
  /** How many were marked read now. */
  marked: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationsRead = z.output<typeof notificationsReadSchema>;

export const notificationDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
