// The notification calls of the bell and /notification-management (issue 25); the answers' types come from the shapes
// the API documents (lib/validation/notification.ts).
import type { Notification, NotificationList, NotificationsRead } from '@/lib/validation/notification';
import { api, apiInBackground, read } from './api-client';

export type { Notification, NotificationList };

/** A page of the caller's notifications (unread first, then newest) with the unread count. */
export async function fetchNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const { data } = await api.GET('/notifications/list', {
    params: { query: { limit: 30, cursor: cursor ?? undefined } },
    signal,
  });
  return data as NotificationList;
}

/** The bell's count: asked on its own every half minute, so a failure is the bell's to keep quiet about. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiInBackground.GET('/notifications/list', {
    params: { query: { limit: 1, unreadOnly: 'true' } },
    signal,
  });
  return (data as NotificationList | undefined)?.unreadCount ?? 0;
}

export const markNotificationRead = (id: string): Promise<Notification> =>
  read(api.POST('/notifications/read/{id}', { params: { path: { id } } }));

export const markAllNotificationsRead = (): Promise<NotificationsRead> =>
  read(api.POST('/notifications/read-all'));

export const deleteNotification = (id: string): Promise<{ id: string; deleted: true }> =>
  read(api.DELETE('/notifications/delete/{id}', { params: { path: { id } } }));
