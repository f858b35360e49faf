'use client';
// The shell every list screen shares (the registers, journals, invoices): header with the "add" button, the
// search toolbar (with status and sort where the screen has them), the screen's own filters, and the body (skeleton,
// error with Retry, no match, empty with a call to action, the rows and "Show more") in the resource's list texts.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/list/data-list';
import { ListBody } from '@/components/list/list-body';
import { ListToolbar, type ListToolbarProps } from '@/components/list/list-toolbar';
import type { CursorList } from '@/components/list/use-cursor-list';
import { PageHeader } from '@/components/ui/page-header';
import { detailsHref, type RecordBase, type ResourceOf } from './record-resource';

type Message = { icon?: ReactNode; title: string; text: string };

export interface ListScreenProps<R extends { id: string }, T extends RecordBase> {
  resource: ResourceOf<T>;
  list: CursorList<R>;
  columns: readonly DataColumn<R>[];
  search: string;
  onSearchChange: (value: string) => void;
  /** The rest of the toolbar: All/Active/Inactive and sort (the registers). */
  toolbar?: Omit<
    ListToolbarProps,
    'search' | 'onSearchChange' | 'searchLabel' | 'searchPlaceholder' | 'searching'
  >;
  /** In the header and the empty state. */
  addButton: ReactNode;
  /** The empty list's icon. */
  icon: ReactNode;
  /** false: the page has its own header (the inventory's tabs). */
  header?: boolean;
  /** Search or filters narrow the list (an empty page is "no match", not "nothing yet"). */
  filtered: boolean;
  onClearFilters: () => void;
  /** Instead of the list's "no match" texts. */
  noMatch?: Message;
  /** Under the toolbar: the screen's own filters and notes. */
  children?: ReactNode;
  /** Controls under each phone card (a stock row's +/−). */
  cardFooter?: (row: R) => ReactNode;
}

export function ListScreen<R extends { id: string }, T extends RecordBase>({
  resource,
  list,
  columns,
  search,
  onSearchChange,
  toolbar,
  addButton,
  icon,
  header = true,
  filtered,
  onClearFilters,
  noMatch,
  children,
  cardFooter,
}: ListScreenProps<R, T>) {
  const t = useTranslations(`${resource.namespace}.list`);
  return (
    <div>
      {header && <PageHeader title={t('title')} description={t('description')} actions={addButton} />}
      <ListToolbar
        search={search}
        onSearchChange={onSearchChange}
        searchLabel={t('searchLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        searching={list.refreshing && list.status !== 'error'}
        {...toolbar}
      />
      {children}
      <div className="mt-4">
        <ListBody
          list={list}
          columns={columns}
          href={(row) => detailsHref(resource, row.id)}
          texts={{
            title: t('title'),
            loading: t('loading'),
            error: t('error'),
            clearFilters: t('clearFilters'),
          }}
          filtered={filtered}
          onClearFilters={onClearFilters}
          noMatch={noMatch ?? { title: t('noMatchTitle'), text: t('noMatchText') }}
          empty={{ icon, title: t('emptyTitle'), text: t('emptyText'), action: addButton }}
          cardFooter={cardFooter}
        />
      </div>
    </div>
  );
}
