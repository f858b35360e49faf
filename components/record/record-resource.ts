// What the record kit knows of a resource (customers, animals, products, services): its texts, the addresses of its
// screens, its details query, its name and its status change. Each area describes its resource once
// (components/<area>/<resource>-resource.ts); the kit's screens, header, status button and form take it from there.
import type { QueryKey, UseMutationResult, UseQueryOptions } from '@tanstack/react-query';
import type { ActiveStatus } from '@/components/list/status-badge';
import { useRecord, type RecordOptions, type RecordQuery } from '@/lib/client/queries/record';

/**
 * The messages namespace. The kit reads: backToList, add; details.{loading, notFoundTitle, notFoundText, error,
 * edit}; form.{addTitle, addText, editTitle, backToRecord, create, added, saved}; fields.<field>;
 * status.{cancel, activate.*, deactivate.*}; list.* (register screens).
 */
export type RecordNamespace = 'customers' | 'animals' | 'inventory' | 'services';

export interface RecordResource<
  TDetails extends TSaved & { status: ActiveStatus },
  TSaved extends { id: string },
> {
  namespace: RecordNamespace;
  /** The screens' path prefix, which also names the forms' drafts: /<route>-add, /<route>-details/{id}, /<route>-edit/{id}. */
  route: 'customer' | 'animal' | 'inventory' | 'inventory-service';
  listHref: string;
  /** The details query for an id from the address (lib/queries/<resource>.ts through useRecord). */
  useRecord: (id: string, options?: RecordOptions) => RecordQuery<TDetails>;
  useSetStatus: (id: string) => UseMutationResult<{ status: ActiveStatus }, Error, ActiveStatus>;
  /** The record's name in titles, toasts and questions ("Anna Berg", "Blesse"). */
  name: (record: TSaved) => string;
}

/**
 * A resource's description from its texts, its screens' route, its queries (lib/queries/<resource>.ts) and its name;
 * the list is at /<route>-management unless `listHref` says otherwise.
 */
export function recordResource<
  TDetails extends TSaved & { status: ActiveStatus },
  TSaved extends { id: string },
  K extends QueryKey,
>(config: {
  namespace: RecordNamespace;
  route: RecordResource<TDetails, TSaved>['route'];
  listHref?: string;
  queries: {
    details: (id: string) => UseQueryOptions<TDetails, Error, TDetails, K>;
    useSetStatus: RecordResource<TDetails, TSaved>['useSetStatus'];
  };
  name: (record: TSaved) => string;
}): RecordResource<TDetails, TSaved> {
  const { queries } = config;
  return {
    namespace: config.namespace,
    route: config.route,
    listHref: config.listHref ?? `/${config.route}-management`,
    useRecord: (id, options) => useRecord(queries.details, id, options),
    useSetStatus: queries.useSetStatus,
    name: config.name,
  };
}

/** What every record has for the kit: an id and a status. */
export interface RecordBase {
  id: string;
  status: ActiveStatus;
}

/** A resource as the kit's screens see it (only the form cares that a save may answer with less than the details). */
export type ResourceOf<T extends RecordBase> = RecordResource<T, T>;

type Routed = Pick<RecordResource<{ id: string; status: ActiveStatus }, { id: string }>, 'route'>;

export const detailsHref = (resource: Routed, id: string) => `/${resource.route}-details/${id}`;
export const editHref = (resource: Routed, id: string) => `/${resource.route}-edit/${id}`;
export const addHref = (resource: Routed) => `/${resource.route}-add`;
