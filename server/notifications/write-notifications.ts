// What a user does with their notifications: mark one read, mark all read, delete one. Only their own: another
// user's or another account's id is 404, as one that does not exist.
import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationsRead } from '@/lib/validation/notification';
import type { TenantContext } from '@/server/context';
import { notifications } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { mine, toNotification, unreadCount } from './read-notifications';

const n = notifications;

/** POST notifications/read/{id}: read from now (one already read keeps the time it was read). */
export async function markNotificationRead(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<Notification> {
  const [row] = await ctx.db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())`, updatedAt: sql`now()` })
    .where(and(mine(ctx), eq(n.id, id)))
    .returning({ id: n.id, kind: n.kind, payload: n.payload, readAt: n.readAt, createdAt: n.createdAt });
  if (!row) throw new AppError('NOT_FOUND');
  return toNotification(row);
}

/** POST notifications/read-all: every unread one of the caller's. */
export async function markAllNotificationsRead(ctx: TenantContext): Promise<NotificationsRead> {
  const marked = await ctx.db
    .update(n)
    .set({ readAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(mine(ctx), isNull(n.readAt)))
    .returning({ id: n.id });
  return { marked: marked.length, unreadCount: await unreadCount(ctx) };
}

/** DELETE notifications/delete/{id}. */
export async function deleteNotification(ctx: TenantContext, { id }: { id: string }) {
  const [row] = await ctx.db
    .delete(n)
    .where(and(mine(ctx), eq(n.id, id)))
    .returning({ id: n.id });
  if (!row) throw new AppError('NOT_FOUND');
  return { id: row.id, deleted: true as const };
}
