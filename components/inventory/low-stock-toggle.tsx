'use client';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** "Show low stock only" as a switch; the whole pill is the 44 px touch target. */
export function LowStockToggle({
  checked,
  onCheckedChange,
  label,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'inline-flex min-h-11 items-center gap-3 rounded-lg border bg-white px-3 shadow-xs transition-colors',
        checked ? 'border-amber-400 bg-amber-50' : 'border-stone-300',
        className,
      )}
    >
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'bg-stone-300 data-[state=checked]:bg-amber-600',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.125rem]" />
      </Switch.Root>
      <label
        htmlFor={id}
        className="flex min-h-11 flex-1 cursor-pointer items-center text-sm font-medium text-stone-800"
      >
        {label}
      </label>
    </div>
  );
}
