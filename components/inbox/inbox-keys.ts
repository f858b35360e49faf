// The inbox's queries on the cache: the caller's threads, one thread, the colleagues to write to, and the unread
// count beside Inbox in the menu, asked again as often as the bell's (every 30 seconds, in the background).
import { queryOptions } from '@tanstack/react-query';
import { fetchColleagues, fetchThread, fetchThreads, fetchUnreadMessages } from '@/lib/client/message-api';
import { UNREAD_POLL_MS } from '@/lib/client/queries/notifications';

export const inboxKeys = {
  all: ['inbox'] as const,
  threads: ['inbox', 'threads'] as const,
  thread: (id: string) => ['inbox', 'thread', id] as const,
  colleagues: ['inbox', 'colleagues'] as const,
  unread: ['inbox', 'unread'] as const,
};

export const inboxQueries = {
  threads: () => queryOptions({ queryKey: inboxKeys.threads, queryFn: ({ signal }) => fetchThreads(signal) }),
  thread: (id: string) =>
    queryOptions({ queryKey: inboxKeys.thread(id), queryFn: ({ signal }) => fetchThread(id, signal) }),
  colleagues: () =>
    queryOptions({ queryKey: inboxKeys.colleagues, queryFn: ({ signal }) => fetchColleagues(signal) }),
  unread: () =>
    queryOptions({
      queryKey: inboxKeys.unread,
      queryFn: ({ signal }) => fetchUnreadMessages(signal),
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: true,
    }),
};
