import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface NumberInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode'> {
  /** Allows a decimal separator (both "," and "." — Swedish keyboards type a comma). */
  decimal?: boolean;
  /** A unit shown inside the field's end ("days", "kr", "cm"). */
  unit?: ReactNode;
}

/**
 * A number typed as text: the numeric keypad on phones, no scroll-wheel or locale surprises of type=number. The
 * shared schema turns the text into a number (z.coerce / the schema's own parsing).
 */
export function NumberInput({ decimal = false, unit, className, ...props }: NumberInputProps) {
  const input = (
    <Input
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      className={cn(unit ? 'pr-16' : undefined, 'tabular-nums', className)}
      {...props}
    />
  );
  if (!unit) return input;
  return (
    <div className="relative">
      {input}
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500">
        {unit}
      </span>
    </div>
  );
}
