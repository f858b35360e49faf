// A register's reads and writes on the query cache (customers, horses, products, services): the record factory
// (record-queries.ts) with cursor pages for the list and the active/inactive status.
import { apiFetch } from '@/lib/client/api-client';
import type { ActiveStatus } from '@/lib/validation/list';
import type { RegisterKeys } from './keys';
import { cursorList, recordQueries, type RecordQueryOptions } from './record-queries';

type Status = ActiveStatus;

export interface RegisterOptions<Details, Values, Saved> extends Pick<
  RecordQueryOptions<Details, Values, Saved, Status, unknown, object>,
  'create' | 'update' | 'setStatus' | 'toDetails' | 'related'
> {
  keys: RegisterKeys;
  listPath: string;
  detailsPath: (id: string) => string;
}

export function registerQueries<
  Row,
  Details extends { status: Status },
  Values,
  Saved extends { id: string },
>({ listPath, detailsPath, ...options }: RegisterOptions<Details, Values, Saved>) {
  return recordQueries({
    ...options,
    reads: cursorList<Row>(listPath),
    fetchDetails: (id, signal) => apiFetch<Details>(detailsPath(id), { signal }),
  });
}
