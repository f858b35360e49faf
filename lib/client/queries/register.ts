// A register's reads and writes on the query cache, the same for every resource: its list (cursor pages), its
// details, and the writes — a save or a status change puts the answer into the details and invalidates whatever
// else shows the record (its lists, and what the resource names as related).
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-client';
import { cursorListQuery, type ListParams } from './cursor-list';
import type { RegisterKeys } from './keys';

type Status = 'active' | 'inactive';

export interface RegisterOptions<Details, Values, Saved> {
  keys: RegisterKeys;
  listPath: string;
  detailsPath: (id: string) => string;
  create: (values: Values) => Promise<Saved>;
  update: (id: string, values: Values) => Promise<Saved>;
  setStatus: (id: string, status: Status) => Promise<{ status: Status }>;
  /** The saved record as its details (default: the answer itself); undefined when the answer is not the details. */
  toDetails?: (saved: Saved, id: string | undefined) => Details | undefined;
  /** What else shows these records (other resources' lists and pages, pickers, low stock). */
  related?: readonly QueryKey[];
}

export function registerQueries<
  Row,
  Details extends { status: Status },
  Values,
  Saved extends { id: string },
>(options: RegisterOptions<Details, Values, Saved>) {
  const { keys } = options;
  const toDetails = options.toDetails ?? ((saved: Saved) => saved as unknown as Details);

  /** After a write: the details show `details` at once; the lists and the related reads are fetched again. */
  function useChanged() {
    const client = useQueryClient();
    return (id: string, details: Details | undefined) => {
      if (details) client.setQueryData(keys.details(id), details);
      for (const key of [keys.lists, ...(options.related ?? [])])
        void client.invalidateQueries({ queryKey: key });
    };
  }

  return {
    list: (params: ListParams) => cursorListQuery<Row>(keys.list, options.listPath, params),
    details: (id: string) =>
      queryOptions({
        queryKey: keys.details(id),
        queryFn: ({ signal }) => apiFetch<Details>(options.detailsPath(id), { signal }),
      }),
    useChanged,
    /** Adds a record, or replaces the one with `id`. */
    useSave(id?: string) {
      const changed = useChanged();
      return useMutation({
        mutationFn: (values: Values) => (id ? options.update(id, values) : options.create(values)),
        onSuccess: (saved) => changed(saved.id, toDetails(saved, id)),
      });
    },
    /** Activate / Deactivate. */
    useSetStatus(id: string) {
      const client = useQueryClient();
      const changed = useChanged();
      return useMutation({
        mutationFn: (status: Status) => options.setStatus(id, status),
        onSuccess: ({ status }) => {
          const old = client.getQueryData<Details>(keys.details(id));
          changed(id, old && { ...old, status });
        },
      });
    },
  };
}
