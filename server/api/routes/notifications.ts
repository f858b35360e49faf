// Notification routes (issue 25): the caller's own notifications — the list (unread first, then newest, with the
// unread count the bell shows), marking one or all read, deleting one. Every member of the account calls them; each
// sees and changes only their own rows (another user's or account's id is 404).
import 'server-only';
import {
  notificationDeletedSchema,
  notificationListQuery,
  notificationListSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@/lib/validation/notification';
import { inTenant } from '@/server/db/tenant';
import { listNotifications } from '@/server/notifications/read-notifications';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/server/notifications/write-notifications';
import { apiRoutes } from '../api-routes';
import { dataOf, idParam } from '../openapi';

const routes = apiRoutes({ tag: 'Notifications' });
export const notificationRoutes = routes.app;

const MEMBER = { role: 'staff' } as const;
/** Reading, marking and clearing one's notifications change nothing of the account's: open while read-only too. */
const MEMBER_ANY_PLAN = { role: 'staff', whileReadOnly: true } as const;

// GET /notifications/list — the caller's notifications, unread first, then newest; with the unread count
routes.openapi(
  {
    access: MEMBER,
    method: 'get',
    path: '/notifications/list',
    summary:
      'The caller’s notifications: unread first, then newest; ?unreadOnly=true, ?cursor, ?limit ≤ 200 (default ' +
      '50). `unreadCount` counts all unread ones (the bell). Each `kind` has its `payload` of ids and values.',
    request: { query: notificationListQuery },
    responses: {
      200: {
        description: 'A page of notifications and the unread count',
        content: { 'application/json': { schema: notificationListSchema } },
      },
    },
  },
  async (c) => {
    const input = c.req.valid('query');
    return c.json(await inTenant(c.var.auth, (ctx) => listNotifications(ctx, { input })), 200);
  },
);

// POST /notifications/read/{id} — one of the caller's notifications marked read
routes.openapi(
  {
    access: MEMBER_ANY_PLAN,
    method: 'post',
    path: '/notifications/read/{id}',
    summary: 'Mark one of the caller’s notifications read (no body; one already read keeps its time)',
    request: { params: idParam },
    responses: { 200: dataOf(notificationSchema, 'The notification, read') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => markNotificationRead(ctx, { id })) }, 200);
  },
);

// POST /notifications/read-all — every unread notification of the caller's marked read
routes.openapi(
  {
    access: MEMBER_ANY_PLAN,
    method: 'post',
    path: '/notifications/read-all',
    summary: 'Mark all the caller’s unread notifications read (no body)',
    responses: { 200: dataOf(notificationsReadSchema, 'How many were marked, and the unread count after') },
  },
  async (c) => c.json({ data: await inTenant(c.var.auth, (ctx) => markAllNotificationsRead(ctx)) }, 200),
);

// DELETE /notifications/delete/{id} — one of the caller's notifications removed
routes.openapi(
  {
    access: MEMBER_ANY_PLAN,
    method: 'delete',
    path: '/notifications/delete/{id}',
    summary: 'Delete one of the caller’s notifications',
    request: { params: idParam },
    responses: { 200: dataOf(notificationDeletedSchema, 'Deleted') },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => deleteNotification(ctx, { id })) }, 200);
  },
);
