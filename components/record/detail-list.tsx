import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
}

/** Label–value pairs: stacked on phones, side by side from sm. Empty values show `empty`. */
export function DetailList({
  items,
  empty,
  className,
}: {
  items: DetailItem[];
  empty: ReactNode;
  className?: string;
}) {
  return (
    <dl className={cn('divide-y divide-stone-100', className)}>
      {items.map((item, i) => {
        const missing = item.value === null || item.value === undefined || item.value === '';
        return (
          <div key={i} className="grid gap-0.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="text-sm text-stone-600">{item.label}</dt>
            <dd className={cn('min-w-0 break-words', missing ? 'text-stone-500 italic' : 'text-stone-900')}>
              {missing ? empty : item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
