'use client';
// A register's list screen (customers, animals, products, services): header with "Add", the toolbar (search,
// All/Active/Inactive, sort) kept in the address, and the body (skeleton, error with Retry, no match, empty with a
// call to action, the rows and "Show more") — on the query cache, so a list seen before is there at once.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { STATUS_FILTERS, type StatusFilterValue } from '@/components/list/list-toolbar';
import { useCursorList, type CursorList } from '@/components/list/use-cursor-list';
import { useListParams } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import type { cursorListQuery, ListParams } from '@/lib/client/queries/cursor-list';
import { ListScreen, type ListScreenProps } from './list-screen';
import { addHref, type RecordBase, type ResourceOf } from './record-resource';

type Params = { search: string; status: string; sort: string } & Record<string, string>;

export interface Register<T> {
  params: Params;
  setParam: (key: string, value: string) => void;
  resetParams: () => void;
  list: CursorList<T>;
  sorts: readonly string[];
  /** Search or the status filter narrow the list (an empty page is "no match", not "nothing yet"). */
  searched: boolean;
}

/**
 * The list's parameters in the address and its rows: `useRegister(customerQueries.list, ['name', 'newest', 'city'])`.
 * `filters` adds closed choices of the resource's own ({ lowStock: ['false', 'true'] }, the first is the default);
 * `toQuery` turns the address's parameters into the API's.
 */
export function useRegister<T>(
  query: (params: ListParams) => ReturnType<typeof cursorListQuery<T>>,
  sorts: readonly [string, ...string[]],
  {
    filters = {},
    toQuery = (params) => params,
  }: {
    filters?: Record<string, readonly [string, ...string[]]>;
    toQuery?: (params: Params) => ListParams;
  } = {},
): Register<T> {
  const defaults = Object.fromEntries(Object.entries(filters).map(([key, values]) => [key, values[0]]));
  const [params, setParam, resetParams] = useListParams<Params>(
    { search: '', status: 'all', sort: sorts[0], ...defaults },
    { status: STATUS_FILTERS, sort: sorts, ...filters },
  );
  const list = useCursorList(query, toQuery(params));
  const searched = params.search.trim() !== '' || params.status !== 'all';
  return { params, setParam, resetParams, list, sorts, searched };
}

/** The "Add …" button of a register (its header, its empty state, the inventory page's header). */
export function AddRecordButton<T extends RecordBase>({ resource }: { resource: ResourceOf<T> }) {
  const t = useTranslations(resource.namespace);
  return (
    <Button asChild>
      <Link href={addHref(resource)}>
        <PlusIcon className="size-4" />
        {t('add')}
      </Link>
    </Button>
  );
}

type RegisterScreenProps<R extends { id: string }, T extends RecordBase> = Pick<
  ListScreenProps<R, T>,
  'resource' | 'columns' | 'icon' | 'header' | 'noMatch' | 'children' | 'cardFooter'
> & {
  register: Register<R>;
  /** Narrowed by more than search and status (low stock only). */
  filtered?: boolean;
};

export function RegisterScreen<R extends { id: string }, T extends RecordBase>({
  resource,
  register,
  filtered,
  ...screen
}: RegisterScreenProps<R, T>) {
  const t = useTranslations(`${resource.namespace}.list`);
  const { params, setParam, list } = register;
  return (
    <ListScreen
      resource={resource}
      list={list}
      search={params.search}
      onSearchChange={(value) => setParam('search', value)}
      toolbar={{
        status: params.status as StatusFilterValue,
        onStatusChange: (value) => setParam('status', value),
        sort: params.sort,
        sortOptions: register.sorts.map((value) => ({ value, label: t(`sort.${value}`) })),
        onSortChange: (value) => setParam('sort', value),
      }}
      addButton={<AddRecordButton resource={resource} />}
      filtered={filtered ?? register.searched}
      onClearFilters={register.resetParams}
      {...screen}
    />
  );
}
