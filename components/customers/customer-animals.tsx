'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/list';
import { AnimalThumb } from '@/components/animals/animal-thumb';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { CustomerAnimal } from '@/lib/client/customer-api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/client/use-format';
import { todayInStockholm } from '@/lib/time-zone';

/**
 * The customer's horses with their thumbnail and latest and next visit (overdue, or booked and when); each links to
 * the animal's page.
 */
export function CustomerAnimals({ animals, customerId }: { animals: CustomerAnimal[]; customerId: string }) {
  const t = useTranslations('customers.animals');
  const format = useFormat();
  const today = todayInStockholm();

  if (animals.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-stone-600">{t('empty')}</p>
        <Link
          href={`/animal-add?customerId=${customerId}`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('add')}
        </Link>
      </div>
    );
  }

  return (
    <ul className="-mx-2 divide-y divide-stone-100">
      {animals.map((animal) => {
        const booked = animal.status === 'active' ? animal.bookedVisit : null;
        // A booked horse is taken care of, whatever its next visit says.
        const overdue =
          !booked && animal.status === 'active' && animal.nextVisit !== null && animal.nextVisit < today;
        return (
          <li key={animal.id}>
            <Link
              href={`/animal-details/${animal.id}`}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-3 hover:bg-stone-50"
            >
              <AnimalThumb pictureUrl={animal.pictureUrl} />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-stone-900">{animal.name}</span>
                  {animal.status === 'inactive' && <StatusBadge status="inactive" />}
                </span>
                <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-stone-600">
                  <span>
                    {t('latestVisit')}: {animal.latestVisit ? format.date(animal.latestVisit) : t('none')}
                  </span>
                  <span className={cn(overdue && 'font-semibold text-danger-700')}>
                    {t('nextVisit')}: {animal.nextVisit ? format.date(animal.nextVisit) : t('none')}
                    {overdue && ` (${t('overdue')})`}
                    {booked && ` (${t('booked', { date: format.dayMonth(booked) })})`}
                  </span>
                </span>
              </span>
              <ChevronRightIcon className="size-4 text-stone-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
