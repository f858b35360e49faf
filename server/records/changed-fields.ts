// Which fields an update really changed, for its history event: each field read from the record as the API answers it
// before and after the write, and compared by value (a time typed "9:05" and stored as 09:05 has not changed).
import 'server-only';

/** Each field the history names, as the API's input names it, and how to read it from the record. */
export type FieldReaders<R> = Record<string, (record: R) => unknown>;

export function changedFields<R>(readers: FieldReaders<R>, before: R, after: R): string[] {
  return Object.entries(readers)
    .filter(([, read]) => JSON.stringify(read(before) ?? null) !== JSON.stringify(read(after) ?? null))
    .map(([field]) => field);
}
