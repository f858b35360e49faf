'use client';
// A list screen's own filters above its rows: one labelled field, a closed choice (a status), and the period
// (from–to dates) several lists filter by.
import { useId, type ReactNode } from 'react';
import { DateInput } from '@/components/form/date-input';
import { Select } from '@/components/ui/select';

const LABEL = 'mb-1 block text-sm font-medium text-stone-700';

/** A filter's label over its control; `children` gets the id the label points at. */
export function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A filter whose control labels itself (a picker button): the same heading, not tied to an id. */
export function FilterHeading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className={LABEL}>{label}</span>
      {children}
    </div>
  );
}

/** A closed choice, each value named by `labelOf` (the status filters). */
export function ChoiceFilter<V extends string>({
  label,
  value,
  choices,
  labelOf,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <Select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        />
      )}
    </FilterField>
  );
}

/** From and to dates, each its own field in the filter grid. */
export function PeriodFilter({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      <FilterField label={labels.from}>
        {(id) => (
          <DateInput id={id} value={from} onChange={(event) => onChange('from', event.target.value)} />
        )}
      </FilterField>
      <FilterField label={labels.to}>
        {(id) => <DateInput id={id} value={to} onChange={(event) => onChange('to', event.target.value)} />}
      </FilterField>
    </>
  );
}
