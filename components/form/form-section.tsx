import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormSectionProps {
  title: ReactNode;
  description?: ReactNode;
  /** Columns from the sm breakpoint up; phones always get one. */
  columns?: 1 | 2 | 3;
  className?: string;
  children: ReactNode;
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/** A titled group of fields in a card; a region named by its title. */
export function FormSection({ title, description, columns = 2, className, children }: FormSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 space-y-1">
        <h2 id={id} className="text-base font-semibold text-stone-900 sm:text-lg">
          {title}
        </h2>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </div>
      <div className={cn('grid gap-4 sm:gap-5', GRID[columns])}>{children}</div>
    </section>
  );
}
