// The inbox's queries on the cache: the caller's threads, one thread, the colleagues to write to.
import { queryOptions } from '@tanstack/react-query';
import { fetchColleagues, fetchThread, fetchThreads } from '@/lib/client/message-api';

export const inboxKeys = {
  all: ['inbox'] as const,
  threads: ['inbox', 'threads'] as const,
  thread: (id: string) => ['inbox', 'thread', id] as const,
  colleagues: ['inbox', 'colleagues'] as const,
};

export const inboxQueries = {
  threads: () => queryOptions({ queryKey: inboxKeys.threads, queryFn: ({ signal }) => fetchThreads(signal) }),
  thread: (id: string) =>
    queryOptions({ queryKey: inboxKeys.thread(id), queryFn: ({ signal }) => fetchThread(id, signal) }),
  colleagues: () =>
    queryOptions({ queryKey: inboxKeys.colleagues, queryFn: ({ signal }) => fetchColleagues(signal) }),
};
