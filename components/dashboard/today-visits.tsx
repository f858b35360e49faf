'use client';
// "Today" at the top of the dashboard: the day's visits (bookings/list for today, done ones shown as done), grouped
// by place, each place headed by its address — or "No visits today" with a way to book one.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list';
import { Button } from '@/components/ui/button';
import { CalendarIcon, MapPinIcon, PlusIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/client/use-format';
import { todayQueries } from '@/lib/client/queries/today';
import { groupVisitsByPlace } from './today-groups';
import { TodayVisit } from './today-visit';

export function TodayVisits({ day }: { day: string }) {
  const t = useTranslations('today');
  const format = useFormat();
  const visits = useQuery(todayQueries.visits(day));

  if (visits.isPending) return <ListSkeleton rows={2} label={t('loading')} />;
  if (visits.isError && !visits.data)
    return <ErrorState error={visits.error} title={t('error')} onRetry={() => void visits.refetch()} />;
  if (visits.data.length === 0) {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t('emptyTitle')}
        text={t('emptyText')}
        action={
          <Button asChild>
            <Link href="/booking-add">
              <PlusIcon className="size-4" />
              {t('newBooking')}
            </Link>
          </Button>
        }
        className="py-8 sm:py-10"
      />
    );
  }

  const done = visits.data.filter((v) => v.status === 'completed').length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{t('summary', { count: visits.data.length, done })}</p>
      <ol aria-label={t('visitsLabel')} className="space-y-4">
        {groupVisitsByPlace(visits.data).map((group) => {
          const postal = format.postalAddress(group.postalNumber, group.city);
          return (
            <li
              key={group.key}
              className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
            >
              <div className="flex items-start gap-3 border-b border-stone-100 bg-brand-50/60 px-4 py-3 sm:px-5">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-stone-900">
                    {group.key ? group.address || postal : t('noAddress')}
                  </h3>
                  {group.key && group.address && postal ? (
                    <p className="text-sm text-stone-600">{postal}</p>
                  ) : null}
                </div>
              </div>
              <ul className="divide-y divide-stone-100">
                {group.visits.map((visit) => (
                  <TodayVisit key={visit.id} visit={visit} day={day} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
