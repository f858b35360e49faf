// The list kit: every register screen (customers, animals, inventory, services…) is built from these.
export { useCursorList, SEARCH_DEBOUNCE_MS } from './use-cursor-list';
export type { CursorList } from './use-cursor-list';
export { LIST_PAGE_SIZE } from '@/lib/client/queries/cursor-list';
export type { ListParams } from '@/lib/client/queries/cursor-list';
export { useListParams } from './use-list-params';
export { useDebouncedValue } from './use-debounced-value';
export { ListToolbar, StatusFilter, STATUS_FILTERS } from './list-toolbar';
export type { StatusFilterValue } from './list-toolbar';
export { ListSkeleton, EmptyState, ErrorState, LoadMoreButton, useErrorMessage } from './list-states';
export { DataList } from './data-list';
export { ListBody } from './list-body';
export type { ListBodyProps } from './list-body';
export type { DataColumn, DataListProps } from './data-list';
export { StatusBadge } from './status-badge';
export type { ActiveStatus } from './status-badge';
