'use client';
// A list screen with filters of its own (journals, invoices): its search and filters kept in the address, its rows,
// and whether anything narrows it (an empty page is then "no match", not "nothing yet").
import type { cursorListQuery, ListParams } from '@/lib/client/queries/cursor-list';
import { useCursorList, type CursorList } from './use-cursor-list';
import { useListParams } from './use-list-params';

export interface FilteredList<P extends Record<string, string>, T> {
  params: P;
  setParam: <K extends keyof P>(key: K, value: P[K]) => void;
  resetParams: () => void;
  list: CursorList<T>;
  filtered: boolean;
}

/** `useFilteredList(journalQueries.list, { search: '', status: 'all', from: '' }, { status: STATUS_FILTERS })`. */
export function useFilteredList<P extends { search: string } & Record<string, string>, T>(
  query: (params: ListParams) => ReturnType<typeof cursorListQuery<T>>,
  defaults: P,
  allowed?: Partial<Record<keyof P, readonly string[]>>,
): FilteredList<P, T> {
  const [params, setParam, resetParams] = useListParams(defaults, allowed);
  const list = useCursorList(query, params);
  const filtered = Object.entries(params).some(([key, value]) => value !== defaults[key]);
  return { params, setParam, resetParams, list, filtered };
}
