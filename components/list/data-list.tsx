'use client';
// A list of records that is a table on wider screens (md and up) and a stack of cards on phones — no sideways
// scrolling at 375 px. Each row or card leads to the record's page when getHref is given.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /**
   * Where the column goes on a phone card: 'title' (the bold first line; the first column by default),
   * 'aside' (top right, e.g. a status badge), 'meta' (the smaller line below; the default) or 'hidden'.
   */
  card?: 'title' | 'aside' | 'meta' | 'hidden';
  /** Classes for the table's th and td (alignment, width, `hidden xl:table-cell`). */
  className?: string;
}

export interface DataListProps<T> {
  items: readonly T[];
  columns: readonly DataColumn<T>[];
  getKey: (item: T) => string;
  getHref?: (item: T) => string;
  /** Names the table (caption) and the card list for screen readers. */
  label: string;
  /** Newer rows are on their way (dims the current ones). */
  busy?: boolean;
  /**
   * Controls of a phone card (a stock row's +/−), under the card's link: a link cannot hold buttons. On wider screens
   * the table shows them in a column of their own (card: 'hidden').
   */
  cardFooter?: (item: T) => ReactNode;
  className?: string;
}

/** Clicks on the row's own links and buttons, or the end of a text selection, are not row clicks. */
function isRowClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.target instanceof Element && event.target.closest('a, button, input, select, textarea'))
    return false;
  return !window.getSelection()?.toString();
}

export function DataList<T>({
  items,
  columns,
  getKey,
  getHref,
  label,
  busy = false,
  cardFooter,
  className,
}: DataListProps<T>) {
  const router = useRouter();
  const titleColumn = columns.find((c) => c.card === 'title') ?? columns[0];
  const asideColumns = columns.filter((c) => c.card === 'aside');
  const metaColumns = columns.filter((c) => c !== titleColumn && (c.card ?? 'meta') === 'meta');

  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-60', className)}>
      {/* Wider screens: a table. */}
      <div className="hidden overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cn('px-4 py-3 lg:px-5', column.className)}>
                  {column.header}
                </th>
              ))}
              {getHref && <td aria-hidden="true" className="w-10" />}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {items.map((item) => {
              const href = getHref?.(item);
              return (
                <tr
                  key={getKey(item)}
                  onClick={href ? (event) => isRowClick(event) && router.push(href) : undefined}
                  className={cn(href && 'cursor-pointer hover:bg-brand-50/60')}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cn(
                        'px-4 py-3 align-middle text-stone-700 lg:px-5',
                        column === titleColumn && 'font-medium text-stone-900',
                        column.className,
                      )}
                    >
                      {column === titleColumn && href ? (
                        <Link href={href} className="rounded-sm hover:text-brand-800 hover:underline">
                          {column.cell(item)}
                        </Link>
                      ) : (
                        column.cell(item)
                      )}
                    </td>
                  ))}
                  {href && (
                    <td className="pr-3 text-stone-400">
                      <ChevronRightIcon className="size-4" />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {/* Phones: cards, each one link. */}
      <ul aria-label={label} className="space-y-2 md:hidden">
        {items.map((item) => {
          const href = getHref?.(item);
          const body = (
            <>
              <div className="flex min-w-0 items-start justify-between gap-3">
                <span className="min-w-0 font-semibold break-words text-stone-900">
                  {titleColumn?.cell(item)}
                </span>
                {asideColumns.map((column) => (
                  <span key={column.id} className="shrink-0">
                    {column.cell(item)}
                  </span>
                ))}
              </div>
              {metaColumns.length > 0 && (
                <div className="mt-1 flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-sm text-stone-600">
                  {metaColumns.map((column) => {
                    const content = column.cell(item);
                    if (content === null || content === undefined || content === '') return null;
                    return (
                      <span key={column.id} className="min-w-0 break-words">
                        <span className="sr-only">{column.header}: </span>
                        {content}
                      </span>
                    );
                  })}
                </div>
              )}
            </>
          );
          const footer = cardFooter?.(item);
          return (
            <li key={getKey(item)} className="rounded-xl border border-stone-200 bg-white shadow-xs">
              {href ? (
                <Link href={href} className="flex items-center gap-2 rounded-xl px-4 py-3 active:bg-stone-50">
                  <div className="min-w-0 flex-1">{body}</div>
                  <ChevronRightIcon className="size-4 text-stone-400" />
                </Link>
              ) : (
                <div className="px-4 py-3">{body}</div>
              )}
              {footer && <div className="border-t border-stone-100 px-4 py-2">{footer}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
