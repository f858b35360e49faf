// A cell's column name on a phone card ("Due date: 12 Dec"), hidden from screen readers and from the table,
// where the column's header says it.
import type { ReactNode } from 'react';

export function CardLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="md:hidden">
        {label}:{' '}
      </span>
      {children}
    </>
  );
}
