'use client';
// A cursor-paginated list endpoint ({ data, nextCursor }) as React state: first page, "show more", retry, and a
// fresh first page whenever the parameters change (the search only after 300 ms of no typing).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetchPage } from '@/lib/api-client';
import { useDebouncedValue } from './use-debounced-value';

export const LIST_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 300;

/** Query parameters; empty strings, null and undefined are left out. `search` is debounced. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

export interface CursorListOptions {
  /** Page size (the API allows up to 200). */
  limit?: number;
  debounceMs?: number;
}

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
  /** Loads the first page again (Retry, or after a change elsewhere). */
  reload: () => void;
}

function toQuery(params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  return query.toString();
}

const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;

interface State<T> {
  items: T[];
  nextCursor: string | null;
  status: CursorList<T>['status'];
  error: unknown;
  everLoaded: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
}

/**
 * `useCursorList<Customer>('customers/list', { search, status, sort })` — path is relative to /api/v1.
 * Parameter changes abort the request in flight and start again from the first page.
 */
export function useCursorList<T>(
  path: string,
  params: ListParams,
  { limit = LIST_PAGE_SIZE, debounceMs = SEARCH_DEBOUNCE_MS }: CursorListOptions = {},
): CursorList<T> {
  const search = typeof params.search === 'string' ? params.search.trim() : '';
  const debouncedSearch = useDebouncedValue(search, debounceMs);
  const query = toQuery({ ...params, search: debouncedSearch, limit });

  const [state, setState] = useState<State<T>>({
    items: [],
    nextCursor: null,
    status: 'loading',
    error: null,
    everLoaded: false,
    loadingMore: false,
    loadMoreError: null,
  });
  const [reloadCount, setReloadCount] = useState(0);
  /** Aborts whatever belongs to the previous parameters, including a pending "show more". */
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current?.abort();
    controller.current = current;
    setState((s) => ({ ...s, status: 'loading', error: null, loadingMore: false, loadMoreError: null }));
    apiFetchPage<T>(withQuery(path, query), { signal: current.signal }).then(
      (page) => {
        if (current.signal.aborted) return;
        setState({
          items: page.data,
          nextCursor: page.nextCursor,
          status: 'ready',
          error: null,
          everLoaded: true,
          loadingMore: false,
          loadMoreError: null,
        });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error }));
      },
    );
    return () => current.abort();
  }, [path, query, reloadCount]);

  const { nextCursor, loadingMore, status } = state;
  const loadMore = useCallback(() => {
    const current = controller.current;
    if (!nextCursor || loadingMore || status !== 'ready' || !current) return;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: null }));
    const moreQuery = `${query}&cursor=${encodeURIComponent(nextCursor)}`;
    apiFetchPage<T>(withQuery(path, moreQuery), { signal: current.signal }).then(
      (page) => {
        if (current.signal.aborted) return;
        setState((s) => ({
          ...s,
          items: [...s.items, ...page.data],
          nextCursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setState((s) => ({ ...s, loadingMore: false, loadMoreError: error }));
      },
    );
  }, [path, query, nextCursor, loadingMore, status]);

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);

  return useMemo(
    () => ({
      items: state.items,
      status: state.status,
      error: state.error,
      initialLoading: !state.everLoaded && state.status === 'loading',
      refreshing: state.status === 'loading' || search !== debouncedSearch,
      hasMore: state.nextCursor !== null,
      loadingMore: state.loadingMore,
      loadMoreError: state.loadMoreError,
      loadMore,
      reload,
    }),
    [state, search, debouncedSearch, loadMore, reload],
  );
}
