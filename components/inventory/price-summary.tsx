'use client';
// The figures a farrier checks while pricing: the margin excl. VAT and the price the customer pays incl. VAT.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SummaryLine {
  label: ReactNode;
  /** null: not computable yet — `missing` is shown instead. */
  value: ReactNode | null;
  tone?: 'default' | 'negative';
}

export function PriceSummary({
  lines,
  missing,
  className,
}: {
  lines: SummaryLine[];
  missing: ReactNode;
  className?: string;
}) {
  const ready = lines.some((line) => line.value !== null);
  return (
    <div
      aria-live="polite"
      className={cn('rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm', className)}
    >
      {ready ? (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {lines.map((line, i) => (
            <div key={i} className="flex flex-wrap items-baseline justify-between gap-x-3 sm:block">
              <dt className="text-stone-600">{line.label}</dt>
              <dd
                className={cn(
                  'font-semibold tabular-nums sm:text-base',
                  line.tone === 'negative' ? 'text-danger-700' : 'text-stone-900',
                )}
              >
                {line.value ?? '–'}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-stone-600">{missing}</p>
      )}
    </div>
  );
}
