// A record resource's reads and writes on the query cache, the same for every resource — registers (customers,
// horses, products, services) and records with a life (bookings; journals and invoices next): how it is listed
// (cursor pages, or a date range for a calendar), its details and its history, and the writes — a save or a status
// change puts the answer into the details and invalidates whatever else shows the record: its lists, its history,
// what the resource names as related, and what a status change touches besides (completing a visit: the horses).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isApiError } from '@/lib/client/api-client';
import type { HistoryEvent } from '@/lib/validation/history';
import { cursorListQuery, type ListParams, type PageReader } from './cursor-list';
import type { RecordKeys } from './keys';

/** A status change as the cache sees it: the status before (when the details were cached) and after. */
export interface StatusChange<S extends string> {
  from: S | undefined;
  to: S;
}

export interface RecordQueryOptions<Details, Values, Saved, S extends string, P, R> {
  keys: RecordKeys<P>;
  /** How the records are listed: `cursorList(readPage)` (a register's pages) or `dateRange(fetch)` (the calendar). */
  reads: (keys: RecordKeys<P>) => R;
  fetchDetails: (id: string, signal?: AbortSignal) => Promise<Details>;
  create: (values: Values) => Promise<Saved>;
  update: (id: string, values: Values) => Promise<Saved>;
  setStatus: (id: string, status: S) => Promise<{ status: S }>;
  /** The saved record as its details (default: the answer itself); undefined when the answer is not the details. */
  toDetails?: (saved: Saved, id: string | undefined) => Details | undefined;
  /** What else shows these records (other resources' lists and pages, pickers, low stock). */
  related?: readonly QueryKey[];
  /** What a status change touches besides (completing a visit sets its horses' visits). */
  statusRelated?: (change: StatusChange<S>) => readonly QueryKey[];
  /** The record's history (GET <records>/history/{id}), for records with a life. */
  fetchHistory?: (id: string, signal?: AbortSignal) => Promise<HistoryEvent[]>;
}

/** A register's reads: cursor pages of its list endpoint, one cache entry per search and filter. */
export function cursorList<Row>(readPage: PageReader<Row>) {
  return (keys: RecordKeys) => ({
    list: (params: ListParams) => cursorListQuery<Row>(keys.list, readPage, params),
  });
}

/** A calendar's reads: every record of a range at once; the previous range stays on screen while the next loads. */
export function dateRange<Row, P>(fetch: (params: P, signal?: AbortSignal) => Promise<Row[]>) {
  return (keys: RecordKeys<P>) => ({
    range: (params: P) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => fetch(params, signal),
        placeholderData: keepPreviousData,
      }),
  });
}

export function recordQueries<
  Details extends { status: S },
  Values,
  Saved extends { id: string },
  S extends string,
  P,
  R extends object,
>(options: RecordQueryOptions<Details, Values, Saved, S, P, R>) {
  const { keys, fetchHistory } = options;
  const toDetails = options.toDetails ?? ((saved: Saved) => saved as unknown as Details);

  /**
   * After a write: the details show `details` at once; the lists, the record's history, the related reads and
   * `also` are fetched again.
   */
  function useChanged() {
    const client = useQueryClient();
    return (id: string, details: Details | undefined, also: readonly QueryKey[] = []) => {
      if (details) client.setQueryData(keys.details(id), details);
      for (const key of [keys.lists, keys.history(id), ...(options.related ?? []), ...also])
        void client.invalidateQueries({ queryKey: key });
    };
  }

  return {
    ...options.reads(keys),
    keys,
    details: (id: string) =>
      queryOptions({
        queryKey: keys.details(id),
        queryFn: ({ signal }) => options.fetchDetails(id, signal),
      }),
    /** Who did what to the record, oldest first; undefined for records without a history. */
    history: fetchHistory
      ? (id: string) =>
          queryOptions({
            queryKey: keys.history(id),
            queryFn: ({ signal }) => fetchHistory(id, signal),
          })
      : undefined,
    useChanged,
    /** Adds a record, or replaces the one with `id`. */
    useSave(id?: string) {
      const changed = useChanged();
      return useMutation({
        mutationFn: (values: Values) => (id ? options.update(id, values) : options.create(values)),
        onSuccess: (saved) => changed(saved.id, toDetails(saved, id)),
      });
    },
    /** Moves the record to another status (Activate / Deactivate, Done, Cancel, Reopen…). */
    useSetStatus(id: string) {
      const client = useQueryClient();
      const changed = useChanged();
      return useMutation({
        mutationFn: (status: S) => options.setStatus(id, status),
        onSuccess: ({ status }) => {
          const old = client.getQueryData<Details>(keys.details(id));
          const also = options.statusRelated?.({ from: old?.status, to: status }) ?? [];
          changed(id, old && { ...old, status }, also);
        },
        // Refused because someone else changed the record meanwhile: show it as it is now.
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_TRANSITION')
            void client.invalidateQueries({ queryKey: keys.details(id) });
        },
      });
    },
  };
}
