'use client';
// The animal's journals (spec 3: journal ID, created by, created date, last updated date), each a link to its page
// with its labels (signed / unsigned, sent / not sent, locked); "Write journal" for the horse; and a hoof's history
// across the journals (components/journals/hoof-history.tsx).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { JournalLabels } from '@/components/journals/journal-badges';
import { HoofHistory } from '@/components/journals/hoof-history';
import { SharePanel } from '@/components/journals/share-panel';
import { Button } from '@/components/ui/button';
import { FileTextIcon, JournalIcon } from '@/components/ui/icons';
import type { AnimalJournal } from '@/lib/client/animal-api';
import { useFormat } from '@/lib/client/use-format';

export function AnimalJournals({ animalId, journals }: { animalId: string; journals: AnimalJournal[] }) {
  const t = useTranslations('animals.journals');
  const tj = useTranslations('journals.animal');
  const format = useFormat();
  const columns = [t('columns.id'), t('columns.createdBy'), t('columns.createdAt'), t('columns.updatedAt')];
  const write = (
    <Button asChild variant="secondary">
      <Link href={`/journal-add?animalId=${animalId}`}>
        <JournalIcon className="size-4" />
        {tj('write')}
      </Link>
    </Button>
  );

  if (journals.length === 0) {
    return (
      <div className="overflow-hidden rounded-xl border border-stone-200">
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-stone-100 text-stone-500">
            <FileTextIcon />
          </span>
          <p className="font-semibold text-stone-900">{t('emptyTitle')}</p>
          <p className="mt-1 mb-4 max-w-sm text-sm text-stone-600">{t('emptyText')}</p>
          {write}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">{write}</div>
      <div className="overflow-hidden rounded-xl border border-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={i === 1 || i === 3 ? 'hidden px-4 py-3 sm:table-cell' : 'px-3 py-3 sm:px-4'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {journals.map((journal) => (
              <tr key={journal.id}>
                <td className="px-3 py-3 sm:px-4">
                  <Link
                    href={`/journal-details/${journal.id}`}
                    className="inline-flex min-h-11 items-center font-mono font-medium text-brand-800 tabular-nums hover:underline"
                    aria-label={tj('open', { reference: journal.referenceNumber })}
                  >
                    {journal.referenceNumber}
                  </Link>
                  <JournalLabels journal={journal} />
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">{journal.createdBy ?? ''}</td>
                <td className="px-3 py-3 whitespace-nowrap sm:px-4">{format.date(journal.createdAt)}</td>
                <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                  {format.date(journal.updatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HoofHistory animalId={animalId} />
      <SharePanel target={{ kind: 'animal', id: animalId }} />
    </div>
  );
}
