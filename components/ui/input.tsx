import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

/** Text input; 16 px text so phones do not zoom in, 44 px tall for touch; focused, it gets the outline every control
 *  has (app/globals.css), as visible as a button's. */
export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900',
        'shadow-xs placeholder:text-stone-400 transition-colors',
        'focus-visible:border-brand-600',
        'disabled:cursor-not-allowed disabled:bg-stone-100',
        'aria-invalid:border-danger-600',
        className,
      )}
      {...props}
    />
  );
}
