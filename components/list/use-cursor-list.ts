'use client';
// A cursor-paginated list as the screens use it, on the query cache (lib/queries/cursor-list.ts): the first page,
// "Show more", Retry; the rows of the previous parameters stay (dimmed) while a new search or filter loads, and the
// search is sent only after 300 ms of no typing. A list seen before shows at once and refreshes quietly.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { cursorListQuery, ListParams } from '@/lib/client/queries/cursor-list';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export interface CursorList<T> {
  items: T[];
  /** 'loading': the first page for the current parameters is on its way (items may still hold the previous ones). */
  status: 'loading' | 'ready' | 'error';
  /** The failure of the first page (an ApiError with a localized message, or a network error). */
  error: unknown;
  /** True until the first page has ever arrived: show a skeleton, not stale rows. */
  initialLoading: boolean;
  /** A search is typed but not yet sent, or the new first page is loading. */
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The failure of the last "show more" (the rows already shown stay). */
  loadMoreError: unknown;
  loadMore: () => void;
  /** Loads the list again (Retry). */
  reload: () => void;
}

/** `useCursorList(customerQueries.list, { search, status, sort })`; `search` is debounced. */
export function useCursorList<T>(
  query: (params: ListParams) => ReturnType<typeof cursorListQuery<T>>,
  params: ListParams,
  { debounceMs = SEARCH_DEBOUNCE_MS }: { debounceMs?: number } = {},
): CursorList<T> {
  const search = typeof params.search === 'string' ? params.search.trim() : '';
  const debouncedSearch = useDebouncedValue(search, debounceMs);
  const result = useInfiniteQuery({
    ...query({ ...params, search: debouncedSearch }),
    placeholderData: keepPreviousData,
  });
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    result;

  // A first page on its way: for new parameters (the previous rows stand in), the first visit, or a Retry.
  const loading =
    result.isFetching && !isFetchingNextPage && (result.isPlaceholderData || data === undefined);
  // A failed refetch of rows already shown (window focus, after a write) leaves them on screen.
  const failed = result.isError && !isFetchNextPageError && (data === undefined || result.isPlaceholderData);
  const status: CursorList<T>['status'] = loading ? 'loading' : failed ? 'error' : data ? 'ready' : 'loading';

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && status === 'ready') void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, status, fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);

  return useMemo(
    () => ({
      items: data?.pages.flatMap((page) => page.data) ?? [],
      status,
      error: status === 'error' ? error : null,
      initialLoading: data === undefined && status === 'loading',
      refreshing: status === 'loading' || search !== debouncedSearch,
      hasMore: hasNextPage,
      loadingMore: isFetchingNextPage,
      loadMoreError: isFetchNextPageError ? error : null,
      loadMore,
      reload,
    }),
    [
      data,
      status,
      error,
      search,
      debouncedSearch,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      loadMore,
      reload,
    ],
  );
}
