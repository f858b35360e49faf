'use client';
// A list's "customer" filter (journals, invoices): the owner picker under the filter's heading, clearable to "any".
import { FilterHeading } from '@/components/list/filter-field';
import { OwnerPicker } from './owner-picker';

export function CustomerFilter({
  value,
  onChange,
  texts,
}: {
  value: string;
  onChange: (id: string) => void;
  texts: { label: string; any: string };
}) {
  return (
    <FilterHeading label={texts.label}>
      <OwnerPicker
        label={texts.label}
        value={value}
        clearable
        onChange={onChange}
        texts={{ placeholder: texts.any, dialogLabel: texts.label, clear: texts.any }}
      />
    </FilterHeading>
  );
}
