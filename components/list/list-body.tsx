'use client';
// The body of every register list: skeleton while the first page loads, error with retry (or "not allowed"), "no match" (with a
// way to clear the filters) or "empty" (with a call to action), else the rows and "show more".
import type { ReactNode } from 'react';
import { ForbiddenState, isRefusal } from '@/components/app-shell/forbidden-state';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { DataList, type DataColumn } from './data-list';
import { EmptyState, ErrorState, ListSkeleton, LoadMoreButton } from './list-states';
import type { CursorList } from './use-cursor-list';

type Message = { icon?: ReactNode; title: string; text: string };

export interface ListBodyProps<T extends { id: string }> {
  list: CursorList<T>;
  columns: readonly DataColumn<T>[];
  href: (item: T) => string;
  /** Texts of the area's `list` namespace: title (the table's label), loading, error, clearFilters. */
  texts: { title: string; loading: string; error: string; clearFilters: string };
  /** Search or filters are applied: an empty page means "no match", not "nothing yet". */
  filtered: boolean;
  onClearFilters: () => void;
  noMatch: Message;
  empty: Message & { action: ReactNode };
  /** Controls under each phone card (see DataList). */
  cardFooter?: (item: T) => ReactNode;
}

export function ListBody<T extends { id: string }>(props: ListBodyProps<T>) {
  const { list, texts } = props;
  if (list.initialLoading || (list.status === 'loading' && list.items.length === 0)) {
    return <ListSkeleton label={texts.loading} />;
  }
  // A list this user may not read (a staff member on the owner's staff list): "not allowed", nothing to retry.
  if (list.status === 'error' && isRefusal(list.error)) return <ForbiddenState />;
  if (list.status === 'error')
    return <ErrorState error={list.error} title={texts.error} onRetry={list.reload} />;
  if (list.items.length === 0 && list.status === 'ready') {
    return props.filtered ? (
      <EmptyState
        icon={props.noMatch.icon ?? <SearchIcon />}
        title={props.noMatch.title}
        text={props.noMatch.text}
        action={
          <Button variant="secondary" onClick={props.onClearFilters}>
            {texts.clearFilters}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={props.empty.icon}
        title={props.empty.title}
        text={props.empty.text}
        action={props.empty.action}
      />
    );
  }
  return (
    <>
      <DataList
        items={list.items}
        columns={props.columns}
        getKey={(item) => item.id}
        getHref={props.href}
        label={texts.title}
        busy={list.refreshing}
        cardFooter={props.cardFooter}
      />
      <LoadMoreButton
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        error={list.loadMoreError}
      />
    </>
  );
}
