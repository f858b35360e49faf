'use client';
// The duplicate-chip warning under the microchip field: once 15 digits are typed (and have stood still a moment), the
// account's other animals with that number are asked for (animals/microchip-check) and named with links. A warning,
// not an error: the form saves anyway.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useDebouncedValue } from '@/components/list';
import { AlertIcon } from '@/components/ui/icons';
import { checkMicrochip } from '@/lib/client/animal-api';
import { queryKeys } from '@/lib/client/queries/keys';

const TYPING_PAUSE_MS = 400;

/** The digits of a complete chip number as typed ("752 098 100 012 345"), or '' while it is not one. */
export function completeChip(typed: string): string {
  const digits = typed.replace(/\s/g, '');
  return /^\d{15}$/.test(digits) ? digits : '';
}

export function MicrochipWarning({ value, animalId }: { value: string; animalId?: string }) {
  const t = useTranslations('animals.microchip');
  const chip = useDebouncedValue(completeChip(value), TYPING_PAUSE_MS);
  // Only the number as it stands now: a stale answer for an earlier number is not shown.
  const current = chip !== '' && chip === completeChip(value);
  const matches = useQuery({
    // Under the animals' key: a save of any animal asks again.
    queryKey: [...queryKeys.animals.all, 'microchip', chip, animalId ?? ''],
    queryFn: ({ signal }) => checkMicrochip(chip, animalId, signal),
    enabled: current,
  });
  const found = current ? (matches.data ?? []) : [];

  // Always in the page, so screen readers hear the warning when it appears.
  return (
    <div role="status" aria-live="polite">
      {found.length > 0 && (
        <div className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="min-w-0 space-y-1">
            <p className="font-medium">{t('duplicate', { count: found.length })}</p>
            <ul className="flex flex-wrap gap-x-3">
              {found.map((animal) => (
                <li key={animal.id}>
                  <Link
                    href={`/animal-details/${animal.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
                  >
                    {animal.name}
                  </Link>
                  {animal.status === 'inactive' && ` (${t('inactive')})`}
                </li>
              ))}
            </ul>
            <p>{t('stillSave')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
