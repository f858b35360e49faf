// What the record kit knows of a resource — a register (customers, horses, products, services) or a record with a
// life (bookings; journals and invoices next): its texts, the addresses of its screens, its details query, its name
// and number, its statuses with the changes allowed between them, its lines and its history. Each area describes
// its resource once (components/<area>/<resource>-resource.ts); the kit's screens, header, status actions, form and
// history take it from there.
import type { QueryKey, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ButtonProps } from '@/components/ui/button';
import type { DraftValue } from '@/lib/client/form-drafts';
import { useRecord, type RecordOptions, type RecordQuery } from '@/lib/client/queries/record';
import type { HistoryEvent } from '@/lib/validation/history';
import { ACTIVE_STATUSES, type ActiveStatus } from './active-statuses';

/** One status change as the screens offer it: a button, a question, a toast. */
export interface StatusAction {
  /** Its texts: <namespace>.<statuses.messages>.<key>.{button, title, text, confirm, done}. */
  key: string;
  Icon: ComponentType<{ className?: string }>;
  variant?: ButtonProps['variant'];
  /** A change that gives something up (cancel, delete, deactivate): the question is red. */
  danger?: boolean;
}

/** A resource's statuses: where each may go next, and how the screens offer and name them. */
export interface StatusMachine<S extends string> {
  /** The changes allowed from each status; the server holds the same map and answers 409 for any other. */
  transitions: Readonly<Record<S, readonly S[]>>;
  /** The order the actions come in: the everyday one first, the destructive last. */
  order: readonly S[];
  /** The action that moves a record from `from` to `to` (Reactivate and Reopen both lead to active). */
  action: (from: S, to: S) => StatusAction;
  /** Where the actions' texts are in the resource's namespace ('status', 'actions'), and the question's "no". */
  messages: string;
  cancel: string;
  /** The full message path of the statuses' names: 'list.status' (Active), 'bookings.status' (Booked, Done). */
  labels: string;
  /** The status as a small pill (the word is always there). */
  Badge: ComponentType<{ status: S }>;
}

/**
 * The messages namespace: any of messages/<lang>/*.json. The kit reads: backToList, add; details.{loading,
 * notFoundTitle, notFoundText, error, edit}; form.{addTitle, addText, editTitle, backToRecord, create, added, saved};
 * fields.<field>; <statuses.messages>.{<cancel>, <action>.*}; list.* (register screens); history.* (RecordHistory).
 */
export type RecordNamespace = string;

export interface RecordResource<
  TDetails extends TSaved & { status: S },
  TSaved extends { id: string },
  S extends string = ActiveStatus,
> {
  namespace: RecordNamespace;
  /** The screens' path prefix, which also names the forms' drafts: /<route>-add, /<route>-details/{id}, /<route>-edit/{id}. */
  route: string;
  listHref: string;
  /** The details query for an id from the address (lib/client/queries/<resource>.ts through useRecord). */
  useRecord: (id: string, options?: RecordOptions) => RecordQuery<TDetails>;
  useSetStatus: (id: string) => UseMutationResult<{ status: S }, Error, S>;
  /** The record's name in titles, toasts and questions ("Anna Berg", "Blesse"). */
  name: (record: TSaved) => string;
  /** The record's number where it has one (B-2026-0042): the edit screen's line under its title. */
  number?: (record: TSaved) => string;
  statuses: StatusMachine<S>;
  /**
   * The form's list fields (a booking's horses, its service lines) with one empty item of each: what a line added
   * starts as, and the shape a restored draft's items must have.
   */
  lines?: Readonly<Record<string, DraftValue>>;
  /** Who did what to the record, oldest first (records with a life). */
  useHistory?: (id: string) => UseQueryResult<HistoryEvent[], Error>;
  /** Fields a history names together, by the label of the group: { time: ['startDate', 'startTime', …] }. */
  historyGroups?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A resource's description from its texts, its screens' route, its queries (lib/client/queries/<resource>.ts) and
 * its name; the list is at /<route>-management unless `listHref` says otherwise. Without `statuses` it is a register
 * (active ⇄ inactive).
 */
export function recordResource<
  TDetails extends TSaved & { status: S },
  TSaved extends { id: string },
  K extends QueryKey,
  S extends string = ActiveStatus,
>(config: {
  namespace: RecordNamespace;
  route: string;
  listHref?: string;
  queries: {
    details: (id: string) => UseQueryOptions<TDetails, Error, TDetails, K>;
    useSetStatus: RecordResource<TDetails, TSaved, S>['useSetStatus'];
    history?: (id: string) => UseQueryOptions<HistoryEvent[], Error, HistoryEvent[], QueryKey>;
  };
  name: (record: TSaved) => string;
  number?: (record: TSaved) => string;
  statuses?: StatusMachine<S>;
  lines?: RecordResource<TDetails, TSaved, S>['lines'];
  historyGroups?: RecordResource<TDetails, TSaved, S>['historyGroups'];
}): RecordResource<TDetails, TSaved, S> {
  const { queries } = config;
  const history = queries.history;
  function useHistory(id: string) {
    return useQuery(history!(id));
  }
  return {
    namespace: config.namespace,
    route: config.route,
    listHref: config.listHref ?? `/${config.route}-management`,
    useRecord: (id, options) => useRecord(queries.details, id, options),
    useSetStatus: queries.useSetStatus,
    name: config.name,
    number: config.number,
    // A register's statuses are active and inactive: S is ActiveStatus whenever `statuses` is left out.
    statuses: config.statuses ?? (ACTIVE_STATUSES as unknown as StatusMachine<S>),
    lines: config.lines,
    useHistory: history ? useHistory : undefined,
    historyGroups: config.historyGroups,
  };
}

/** What every record has for the kit: an id and a status. */
export interface RecordBase<S extends string = string> {
  id: string;
  status: S;
}

/** A resource as the kit's screens see it (only the form cares that a save may answer with less than the details). */
export type ResourceOf<T extends RecordBase> = RecordResource<T, T, T['status']>;

type Routed = { route: string };

export const detailsHref = (resource: Routed, id: string) => `/${resource.route}-details/${id}`;
export const editHref = (resource: Routed, id: string) => `/${resource.route}-edit/${id}`;
export const addHref = (resource: Routed) => `/${resource.route}-add`;
