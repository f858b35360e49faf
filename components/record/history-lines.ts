// How a record's history events (lib/validation/history.ts) read as lines: "Created", "Changed time, horses and
// notes", "Status: Booked → Done", each with who and when. Pure, so the wording is checked without a browser
// (tests/unit/history-lines.test.ts); RecordHistory gives it the resource's texts.
import type { HistoryEvent } from '@/lib/validation/history';

export interface HistoryTexts {
  created: string;
  deleted: string;
  /** "Changed {fields}", with the fields' names already joined. */
  updated: (fields: string) => string;
  /** An update that names no field. */
  updatedNothing: string;
  statusChanged: (from: string, to: string) => string;
  /** A kind's own action (a journal's `shared`, `share_ended`); its name when not given. */
  action?: (action: string) => string;
  /** A field's (or a group's) name in the middle of a sentence. */
  field: (name: string) => string;
  status: (status: string) => string;
  /** "time, horses and notes" in the user's language. */
  list: (items: string[]) => string;
  when: (at: string) => string;
}

export interface HistoryLine {
  id: string;
  what: string;
  /** Who did it; null for the system or a user since removed. */
  who: string | null;
  when: string;
}

/** The changed fields' names in the order the event gives them, a group's fields ({ time: [...] }) named once. */
export function changedNames(
  fields: readonly string[],
  groups: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const names: string[] = [];
  for (const field of fields) {
    const name = Object.entries(groups).find(([, members]) => members.includes(field))?.[0] ?? field;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

export function historyLine(
  event: HistoryEvent,
  texts: HistoryTexts,
  groups?: Readonly<Record<string, readonly string[]>>,
): HistoryLine {
  let what: string;
  if (event.action === 'created') what = texts.created;
  else if (event.action === 'deleted') what = texts.deleted;
  else if (event.action === 'status_changed')
    what = texts.statusChanged(texts.status(event.from ?? ''), texts.status(event.to ?? ''));
  else if (event.action !== 'updated') what = texts.action?.(event.action) ?? event.action;
  else {
    const names = changedNames(event.fields, groups).map(texts.field);
    what = names.length > 0 ? texts.updated(texts.list(names)) : texts.updatedNothing;
  }
  return { id: event.id, what, who: event.user?.name ?? null, when: texts.when(event.at) };
}
