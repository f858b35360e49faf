'use client';
// A form section that folds (a long journal on a phone): a <details> card, open to begin with unless told, that
// opens itself when one of its fields has an error, so the error is never hidden in a folded section.
import { useEffect, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export function FoldSection({
  title,
  description,
  defaultOpen = true,
  hasError = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  defaultOpen?: boolean;
  hasError?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center gap-3 p-4 sm:p-6 [&::-webkit-details-marker]:hidden',
          open && 'pb-2 sm:pb-3',
        )}
      >
        <span className="min-w-0 flex-1">
          <span className="block text-base font-semibold text-stone-900 sm:text-lg">{title}</span>
          {description && <span className="mt-0.5 block text-sm text-stone-600">{description}</span>}
        </span>
        <ChevronDownIcon className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:gap-5 sm:px-6 sm:pb-6">{children}</div>
    </details>
  );
}
