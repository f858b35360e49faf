// One record (details and edit screens) from the query cache as the four states a screen shows: loading, not found
// (404, or an id that cannot be one), error with reload, ready.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-client';
import { isUuid } from '@/lib/is-uuid';

export type RecordState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'not-found'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

export type RecordQuery<T> = RecordState<T> & { reload: () => void };

export interface RecordOptions {
  /**
   * Edit screens: a copy older than the cache's fresh time is fetched again before it is shown, so a form never
   * starts from a record someone has changed since (its save replaces the whole record).
   */
  fresh?: boolean;
}

/** The id that stands in for an invalid one: its query is never run. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** `useRecord(customerQueries.details, id)`: the details query of a resource, for an id from the address. */
export function useRecord<T, K extends QueryKey>(
  query: (id: string) => UseQueryOptions<T, Error, T, K>,
  id: string,
  { fresh = false }: RecordOptions = {},
): RecordQuery<T> {
  const valid = isUuid(id);
  const result = useQuery({ ...query(valid ? id : NO_ID), enabled: valid });
  const reload = () => void result.refetch();
  // Once shown, a record stays on screen through later refetches (window focus): a form is never taken away.
  const [shown, setShown] = useState(false);

  if (!valid || (isApiError(result.error) && result.error.status === 404)) {
    return { status: 'not-found', reload };
  }
  const waiting = fresh && !shown && (result.isError || (result.isStale && result.isFetching));
  if (result.data !== undefined && !waiting) {
    if (!shown) setShown(true);
    return { status: 'ready', data: result.data, reload };
  }
  if (result.isError && !result.isFetching) return { status: 'error', error: result.error, reload };
  return { status: 'loading', reload };
}
