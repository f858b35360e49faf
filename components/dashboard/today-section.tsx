'use client';
// The dashboard opens on Today (issue 13): the day's visits by place, then the horses still to book. What the
// farrier opens in the van between stables — two small requests, big targets, one column on a phone.
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/client/use-format';
import { DueAnimals } from './due-animals';
import { TodayVisits } from './today-visits';
import { useStockholmToday } from './use-stockholm-today';

export function TodaySection() {
  const t = useTranslations('today');
  const format = useFormat();
  const day = useStockholmToday();
  return (
    <div className="space-y-8">
      <section aria-labelledby="today-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="today-heading" className="text-xl font-semibold tracking-tight text-stone-900">
            {t('title')}
          </h2>
          <p className="text-stone-600">{format.date(day)}</p>
        </div>
        <TodayVisits day={day} />
      </section>
      <DueAnimals />
    </div>
  );
}
