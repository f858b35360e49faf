import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

/** Multi-line text, styled like Input; grows with its content where the browser supports it. */
export function Textarea({ className, rows = 4, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-24 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
        'field-sizing-content shadow-xs transition-colors placeholder:text-stone-400',
        'focus-visible:border-brand-600',
        'disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-danger-600',
        className,
      )}
      {...props}
    />
  );
}
