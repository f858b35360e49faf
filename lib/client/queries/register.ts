// A register's reads and writes on the query cache (customers, horses, products, services): the record factory
// (record-queries.ts) with cursor pages for the list and the active/inactive status.
import type { ActiveStatus } from '@/lib/validation/list';
import type { PageReader } from './cursor-list';
import type { RegisterKeys } from './keys';
import { cursorList, recordQueries, type RecordQueryOptions } from './record-queries';

type Status = ActiveStatus;

export interface RegisterOptions<Row, Details, Values, Saved> extends Pick<
  RecordQueryOptions<Details, Values, Saved, Status, unknown, object>,
  'fetchDetails' | 'create' | 'update' | 'setStatus' | 'toDetails' | 'related'
> {
  keys: RegisterKeys;
  /** A page of the register's list endpoint (`<records>/list`). */
  readPage: PageReader<Row>;
}

export function registerQueries<
  Row,
  Details extends { status: Status },
  Values,
  Saved extends { id: string },
>({ readPage, ...options }: RegisterOptions<Row, Details, Values, Saved>) {
  return recordQueries({ ...options, reads: cursorList<Row>(readPage) });
}
