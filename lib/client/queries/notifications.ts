// The signed-in user's notifications on the query cache: the bell's unread count, asked again every 30 seconds
// (no page reload), and the page's list in pages. A change (read, read all, delete) refreshes both.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteNotification,
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/lib/client/notification-api';
import { queryKeys } from './keys';

/** How often the bell asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

export const notificationQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: queryKeys.notifications.unreadCount,
      queryFn: ({ signal }) => fetchUnreadCount(signal),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),

  list: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.notifications.list,
      queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // The page keeps step with the bell.
      refetchInterval: UNREAD_POLL_MS,
    }),

  useChange: <A>(change: (arg: A) => Promise<unknown>) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: change,
      onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    });
  },
};

export const notificationChanges = {
  read: markNotificationRead,
  readAll: () => markAllNotificationsRead(),
  remove: deleteNotification,
};
