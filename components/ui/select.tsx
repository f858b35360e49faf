import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); its value is ''. */
  placeholder?: string;
}

/**
 * A native select styled like Input: phones open their own picker, screen readers know it, and it works with
 * react-hook-form's register() and inside FormField (id, aria-invalid, aria-describedby reach the <select>).
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block min-h-11 w-full appearance-none rounded-lg border border-stone-300 bg-white py-2 pr-9 pl-3',
          'text-base text-stone-900 shadow-xs transition-colors',
          'focus-visible:border-brand-600',
          'disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-danger-600',
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-stone-500" />
    </div>
  );
}
