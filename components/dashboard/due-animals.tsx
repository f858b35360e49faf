'use client';
// "Due and not booked" under the day's visits: horses due within a week or overdue that no booking covers yet,
// soonest first (bookings/due-animals), each with Book — the booking form with the horse filled in.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AnimalThumb } from '@/components/animals/animal-thumb';
import { OverdueBadge } from '@/components/animals/visit-badge';
import { ErrorState, ListSkeleton } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CalendarIcon } from '@/components/ui/icons';
import { formatPersonName } from '@/lib/format';
import { useFormat } from '@/lib/client/use-format';
import { todayQueries } from '@/lib/client/queries/today';

export function DueAnimals() {
  const t = useTranslations('today.due');
  const format = useFormat();
  const due = useQuery(todayQueries.due());

  let body;
  if (due.isPending) body = <ListSkeleton rows={3} label={t('loading')} />;
  else if (due.isError && !due.data)
    body = <ErrorState error={due.error} title={t('error')} onRetry={() => void due.refetch()} />;
  else if (due.data.length === 0)
    body = (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-5 text-stone-600">
        {t('empty')}
      </p>
    );
  else
    body = (
      <ul
        aria-label={t('listLabel')}
        className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      >
        {due.data.map((animal) => {
          const owner = animal.owner ? formatPersonName(animal.owner.firstName, animal.owner.lastName) : '';
          const where = animal.stable || animal.city;
          return (
            <li key={animal.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <Link
                href={`/animal-details/${animal.id}`}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg hover:bg-stone-50"
              >
                <AnimalThumb pictureUrl={animal.pictureUrl} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words text-stone-900">{animal.name}</span>
                  {owner || where ? (
                    <span className="block text-sm break-words text-stone-600">
                      {[owner, where].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
                    {animal.overdue && <OverdueBadge />}
                    {t('nextVisit', { date: format.date(animal.nextVisit) })}
                  </span>
                </span>
              </Link>
              <Button asChild variant="secondary" className="shrink-0">
                <Link
                  href={`/booking-add?animalId=${animal.id}`}
                  aria-label={t('bookLabel', { name: animal.name })}
                >
                  <CalendarIcon className="size-4" />
                  {t('book')}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="today-due" className="space-y-3">
      <div className="space-y-0.5">
        <h2 id="today-due" className="text-lg font-semibold tracking-tight text-stone-900">
          {t('title')}
        </h2>
        <p className="text-sm text-stone-600">{t('text')}</p>
      </div>
      {body}
    </section>
  );
}
