'use client';
// The horses a visit covers: the chosen customer's active horses (animals/suggestions?customerId) as checkboxes, one
// or more ticked. Horses already on the booking (or from ?animalId=) stay listed even when they are not in the
// customer's list (another owner, inactive), so they can be seen and unticked.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import { useErrorMessage } from '@/components/list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { cn } from '@/lib/cn';

interface AnimalChecklistProps {
  customerId: string;
  /** The ticked horses' ids (the form's value). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Names of horses the caller knows (the booking's, the prefilled one). */
  known: Record<string, string>;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function AnimalChecklist({
  customerId,
  value,
  onChange,
  onBlur,
  known,
  label,
  error,
  inputRef,
}: AnimalChecklistProps) {
  const t = useTranslations('bookings.form');
  const errorMessage = useErrorMessage();
  const id = useId();
  const animals = useQuery(bookingQueries.customerAnimals(customerId));
  const ticked = value;

  const listed = animals.data ?? [];
  const extra = ticked
    .filter((animalId) => !listed.some((animal) => animal.id === animalId))
    .map((animalId) => ({ id: animalId, name: known[animalId] ?? t('horse'), typeName: null }));
  const items = [...listed.map(({ id, name, typeName }) => ({ id, name, typeName })), ...extra];

  const toggle = (animalId: string, on: boolean) =>
    onChange(on ? [...new Set([...ticked, animalId])] : ticked.filter((other) => other !== animalId));

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{label}</legend>
      {items.length > 0 && (
        <ul className="grid gap-x-4 sm:grid-cols-2">
          {items.map((animal, index) => {
            const inputId = `${id}-${animal.id}`;
            return (
              <li key={animal.id} className="flex items-center gap-3">
                <input
                  id={inputId}
                  ref={index === 0 ? inputRef : undefined}
                  name={index === 0 ? 'animalIds' : undefined}
                  type="checkbox"
                  checked={ticked.includes(animal.id)}
                  onChange={(event) => toggle(animal.id, event.target.checked)}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 cursor-pointer rounded border-stone-400 accent-brand-700"
                />
                <label
                  htmlFor={inputId}
                  className="flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col justify-center py-1.5"
                >
                  <span className="truncate font-medium text-stone-900">{animal.name}</span>
                  {animal.typeName && <span className="text-sm text-stone-600">{animal.typeName}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {!customerId && extra.length === 0 && (
        <p className="text-sm text-stone-600">{t('chooseCustomerFirst')}</p>
      )}
      {customerId && animals.isPending && (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" />
          {t('loadingHorses')}
        </p>
      )}
      {customerId && animals.isSuccess && listed.length === 0 && (
        <p className="text-sm text-stone-600">{t('noHorses')}</p>
      )}
      {animals.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-800">
          <span>{errorMessage(animals.error)}</span>
          <Button variant="link" onClick={() => void animals.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={cn('text-sm font-medium text-danger-700')}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
