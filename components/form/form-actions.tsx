import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The row of form buttons: primary first on phones (full width, stacked), right-aligned on wider screens with the
 * primary last. Pass the buttons in reading order: primary, then the others.
 */
export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-start [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
    >
      {children}
    </div>
  );
}
