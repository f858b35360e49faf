// A cursor-paginated list endpoint ({ data, nextCursor }) as an infinite query: the first page, then "Show more"
// pages that follow the cursor. The parameters are part of the key, so each search or filter is cached on its own.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiFetchPage } from '@/lib/client/api-client';

/** Rows per page of the registers (the API allows up to 200). */
export const LIST_PAGE_SIZE = 25;

/** Query parameters; empty strings, null and undefined are left out. */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

/** The parameters as sent: blanks left out, the page size filled in, so equal lists share one key. */
function normalize(params: ListParams): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = { limit: LIST_PAGE_SIZE };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  return query;
}

function withQuery(path: string, params: Record<string, string | number | boolean>, cursor: string | null) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  if (cursor) query.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * `cursorListQuery(queryKeys.customers.list, 'customers/list', { search, status, sort })` — path relative to
 * /api/v1; `key` makes the resource's list key from the normalized parameters.
 */
export function cursorListQuery<T>(key: (params: ListParams) => QueryKey, path: string, params: ListParams) {
  const query = normalize(params);
  return infiniteQueryOptions({
    queryKey: key(query),
    queryFn: ({ pageParam, signal }) => apiFetchPage<T>(withQuery(path, query, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
