// A record with a life (a booking now; journals and invoices next), described once: its kind, its statuses, which
// changes between them are allowed, the status that means "deleted" and the series of its readable numbers. The
// server's helpers (server/records: transition, history, nextReference) and the client's kit (the status buttons)
// read the same description, so the two never disagree on what may happen next.

export type RecordLife<S extends string = string> = {
  /** What the history and the counters call it: 'booking', 'journal', 'invoice'. */
  kind: string;
  statuses: readonly S[];
  /** From each status, the statuses it may change to; anything else is refused (409 INVALID_TRANSITION). */
  transitions: Record<S, readonly S[]>;
  /** The status of a deleted record, which stays in the database but is gone for its users (404). */
  deleted?: S;
  /** The prefix of its readable numbers (B-2026-0042), one gapless counter per account, series and year. */
  series?: string;
};

/** Checks the description's shape at compile time and keeps its literal statuses. */
export function defineRecordLife<const S extends string>(life: RecordLife<S>): RecordLife<S> {
  return life;
}

/** Whether the record may go from one status to another. */
export function canChange<S extends string>(life: RecordLife<S>, from: S, to: S): boolean {
  return life.transitions[from].includes(to);
}
