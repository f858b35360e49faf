import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A native checkbox with its label; the whole row is a 44 px touch target. Works with register(). */
export function Checkbox({ label, hint, className, id, ...props }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hintId}
        className="peer mt-3 size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700"
        {...props}
      />
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer flex-col justify-center py-2">
        <span className="text-sm font-medium text-stone-800">{label}</span>
        {hint && (
          <span id={hintId} className="text-sm text-stone-600">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}
