'use client';
// The animal's journals (spec 3: journal ID, created by, created date, last updated date), or "No journals yet".
import { useTranslations } from 'next-intl';
import { FileTextIcon } from '@/components/ui/icons';
import type { AnimalJournal } from '@/lib/client/animal-api';
import { useFormat } from '@/lib/client/use-format';

export function AnimalJournals({ journals }: { journals: AnimalJournal[] }) {
  const t = useTranslations('animals.journals');
  const format = useFormat();
  const columns = [t('columns.id'), t('columns.createdBy'), t('columns.createdAt'), t('columns.updatedAt')];

  if (journals.length === 0) {
    return (
      <div className="overflow-hidden rounded-xl border border-stone-200">
        <table className="hidden w-full text-left text-sm md:table">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        </table>
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-stone-100 text-stone-500">
            <FileTextIcon />
          </span>
          <p className="font-semibold text-stone-900">{t('emptyTitle')}</p>
          <p className="mt-1 max-w-sm text-sm text-stone-600">{t('emptyText')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl border border-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={i === 1 ? 'hidden px-4 py-3 sm:table-cell' : 'px-4 py-3'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {journals.map((journal) => (
            <tr key={journal.id}>
              <td className="px-4 py-3 font-medium text-stone-900">{journal.referenceNumber}</td>
              <td className="hidden px-4 py-3 sm:table-cell">{journal.createdBy ?? ''}</td>
              <td className="px-4 py-3 whitespace-nowrap">{format.date(journal.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{format.date(journal.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
