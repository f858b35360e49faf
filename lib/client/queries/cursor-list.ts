// A cursor-paginated list endpoint ({ data, nextCursor }) as an infinite query: the first page, then "Show more"
// pages that follow the cursor. The parameters are part of the key, so each search or filter is cached on its own.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListQuery, Page } from '@/lib/client/api-client';

/** Rows per page of the registers (the API allows up to 200). */
export const LIST_PAGE_SIZE = 25;

/** Query parameters; empty strings, null and undefined are left out. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** One page of a list endpoint for a query (the cursor included): the resource's typed call (lib/client/*-api.ts). */
export type PageReader<T> = (query: ListQuery, signal?: AbortSignal) => Promise<Page<T>>;

/** The parameters as sent: blanks left out, the page size filled in, so equal lists share one key. */
function normalize(params: ListParams): ListQuery {
  const query: ListQuery = { limit: LIST_PAGE_SIZE };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  return query;
}

/**
 * `cursorListQuery(queryKeys.customers.list, fetchCustomerPage, { search, status, sort })`; `key` makes the
 * resource's list key from the normalized parameters.
 */
export function cursorListQuery<T>(
  key: (params: ListParams) => QueryKey,
  readPage: PageReader<T>,
  params: ListParams,
) {
  const query = normalize(params);
  return infiniteQueryOptions({
    queryKey: key(query),
    queryFn: ({ pageParam, signal }) => readPage(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
