'use client';
import { ToggleGroup } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { SearchIcon, CloseIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];

interface StatusFilterProps {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  className?: string;
}

/** All / Active / Inactive as one segmented control (a radix ToggleGroup that cannot be emptied). */
export function StatusFilter({ value, onChange, className }: StatusFilterProps) {
  const t = useTranslations('list');
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as StatusFilterValue)}
      aria-label={t('statusFilter')}
      className={cn(
        'grid grid-cols-3 rounded-lg border border-stone-300 bg-white p-0.5 shadow-xs',
        className,
      )}
    >
      {STATUS_FILTERS.map((filter) => (
        <ToggleGroup.Item
          key={filter}
          value={filter}
          className={cn(
            'min-h-11 rounded-md px-1.5 text-sm font-medium whitespace-nowrap text-stone-700 transition-colors',
            'hover:bg-stone-100 data-[state=on]:bg-brand-700 data-[state=on]:text-white',
          )}
        >
          {t(`filter.${filter}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

export interface ListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** The search field's label (visible to screen readers; the placeholder shows it on screen). */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Shows a spinner in the search field while results for the typed text are on their way. */
  searching?: boolean;
  status?: StatusFilterValue;
  onStatusChange?: (value: StatusFilterValue) => void;
  sort?: string;
  sortOptions?: readonly SelectOption[];
  onSortChange?: (value: string) => void;
  /** Extra controls at the end (another filter, a toggle). */
  children?: ReactNode;
  className?: string;
}

/** Search, status filter and sort of a list screen; the status and sort parts appear when their props are given. */
export function ListToolbar({
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  searching = false,
  status,
  onStatusChange,
  sort,
  sortOptions,
  onSortChange,
  children,
  className,
}: ListToolbarProps) {
  const t = useTranslations('list');
  const searchId = useId();
  const sortId = useId();
  return (
    <div role="search" className={cn('flex flex-col gap-2 md:flex-row md:items-center', className)}>
      <div className="relative min-w-0 md:flex-1">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500" />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={searchPlaceholder ?? searchLabel}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        <div className="absolute inset-y-0 right-0 flex w-11 items-center justify-center">
          {searching ? (
            <Spinner className="size-4 text-stone-500" />
          ) : (
            search && (
              <button
                type="button"
                onClick={() => onSearchChange('')}
                aria-label={t('clearSearch')}
                className="flex size-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
              >
                <CloseIcon className="size-4" />
              </button>
            )
          )}
        </div>
      </div>
      {(status !== undefined || sortOptions || children) && (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {status !== undefined && onStatusChange && (
            <StatusFilter
              value={status}
              onChange={onStatusChange}
              className="min-w-0 flex-[3] md:flex-none"
            />
          )}
          {sortOptions && sort !== undefined && onSortChange && (
            <div className="flex min-w-0 flex-[2] items-center gap-2 md:flex-none">
              <label htmlFor={sortId} className="sr-only">
                {t('sortLabel')}
              </label>
              <Select
                id={sortId}
                value={sort}
                onChange={(event) => onSortChange(event.target.value)}
                options={sortOptions}
                className="w-full md:w-48"
              />
            </div>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
