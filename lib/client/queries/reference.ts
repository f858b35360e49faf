// The choices of the pickers (animal types and breeds, product types and sub-types, service types): reference data
// by API path, kept for an hour.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { REFERENCE_STALE_MS } from './query-client';

/** Every picker's choice has an id and both names (the one in the request language too). */
export interface ReferenceChoice {
  id: string;
  nameEn: string;
  nameSv: string;
}

/** A picker's choices: `key` is the API path with its query (the cache key), `read` the typed call. */
export interface ReferenceSource<T extends ReferenceChoice> {
  key: string;
  read: (signal?: AbortSignal) => Promise<T[]>;
}

export const referenceQuery = <T extends ReferenceChoice>(source: ReferenceSource<T>) =>
  queryOptions({
    queryKey: queryKeys.reference(source.key),
    queryFn: ({ signal }) => source.read(signal),
    staleTime: REFERENCE_STALE_MS,
  });
