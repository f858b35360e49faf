'use client';
// A hoof's history across the horse's journals (GET journals/hoof-history?animalId&hoof): pick LF, RF, LH or RH and
// read that hoof's findings and treatments visit by visit, newest first, each with a link to its journal.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorState } from '@/components/list/list-states';
import { ToggleGroup } from 'radix-ui';
import { Spinner } from '@/components/ui/spinner';
import { journalQueries } from '@/lib/client/queries/journals';
import { useFormat } from '@/lib/client/use-format';
import { HOOVES, type Hoof } from '@/lib/validation/journal';

export function HoofHistory({ animalId }: { animalId: string }) {
  const t = useTranslations('journals');
  const format = useFormat();
  const [hoof, setHoof] = useState<Hoof>('LF');
  const history = useQuery(journalQueries.hoofHistory(animalId, hoof));

  return (
    <section aria-labelledby={`hoof-history-${animalId}`} className="space-y-3">
      <div>
        <h3 id={`hoof-history-${animalId}`} className="font-semibold text-stone-900">
          {t('animal.hoofHistory')}
        </h3>
        <p className="text-sm text-stone-600">{t('animal.hoofHistoryText')}</p>
      </div>
      <ToggleGroup.Root
        type="single"
        value={hoof}
        onValueChange={(next) => next && setHoof(next as Hoof)}
        aria-label={t('animal.chooseHoof')}
        className="grid grid-cols-4 rounded-lg border border-stone-300 bg-white p-0.5 shadow-xs sm:inline-grid"
      >
        {HOOVES.map((value) => (
          <ToggleGroup.Item
            key={value}
            value={value}
            aria-label={t(`hooves.${value}`)}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=on]:bg-brand-700 data-[state=on]:text-white"
          >
            {value}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <div aria-live="polite">
        {history.isPending ? (
          <Spinner className="size-5 text-stone-500" />
        ) : history.isError ? (
          <ErrorState
            error={history.error}
            title={t('animal.hoofHistoryError')}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-stone-600">{t('animal.noHoofHistory')}</p>
        ) : (
          <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {history.data.map((entry) => (
              <li key={entry.journalId} className="space-y-1 px-3 py-3 sm:px-4">
                <p className="text-sm text-stone-600">
                  <span className="tabular-nums">{format.date(entry.treatmentDate)}</span> ·{' '}
                  <Link
                    href={`/journal-details/${entry.journalId}`}
                    className="font-mono text-brand-800 hover:underline"
                  >
                    {entry.referenceNumber}
                  </Link>
                </p>
                {entry.findings && <p className="whitespace-pre-line text-stone-900">{entry.findings}</p>}
                {entry.treatments.length > 0 && (
                  <ul className="text-sm text-stone-700">
                    {entry.treatments.map((line) => (
                      <li key={line.id}>
                        {[line.treatment, line.materials, line.notes].filter(Boolean).join(' · ')}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
