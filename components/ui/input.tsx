import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

/** Text input; 16 px text so phones do not zoom in, 44 px tall for touch. */
export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
        'shadow-xs placeholder:text-stone-400 transition-colors',
        'focus-visible:border-brand-600 focus-visible:outline-hidden focus-visible:ring-3 focus-visible:ring-brand-500/30',
        'disabled:cursor-not-allowed disabled:bg-stone-100',
        'aria-invalid:border-danger-600',
        className,
      )}
      {...props}
    />
  );
}
