// The choices of the pickers (animal types and breeds, product types and sub-types, service types): reference data
// by API path, kept for an hour.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-client';
import { queryKeys } from './keys';
import { REFERENCE_STALE_MS } from './query-client';

/** Every picker's choice has an id and both names (the one in the request language too). */
export interface ReferenceChoice {
  id: string;
  nameEn: string;
  nameSv: string;
}

export const referenceQuery = <T extends ReferenceChoice>(path: string) =>
  queryOptions({
    queryKey: queryKeys.reference(path),
    queryFn: ({ signal }) => apiFetch<T[]>(path, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
