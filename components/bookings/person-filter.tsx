'use client';
// Whose bookings the calendar shows: everyone's, or one person's (bookings/list?staffId). Shown only when the
// account has more than one person (use-people.ts).
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Person } from './use-people';

export function PersonFilter({
  people,
  value,
  onChange,
}: {
  people: Person[];
  value: string;
  onChange: (staffId: string) => void;
}) {
  const t = useTranslations('bookings.calendar');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        {t('person')}
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: t('everyone') },
          ...people.map((person) => ({ value: person.id, label: person.name })),
        ]}
      />
    </div>
  );
}
