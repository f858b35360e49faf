'use client';
// The bookings on a customer's or a horse's page: the coming visits soonest first, then the recent ones latest first,
// each a link to its booking with its status (and the customer's answer) in words; the calendar holds the rest.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ErrorState, ListSkeleton } from '@/components/list';
import { DetailSection } from '@/components/record';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { BookingRow } from '@/lib/client/booking-api';
import { bookingsOfQueries, type BookingsOf } from '@/lib/client/queries/bookings-of';
import { useFormat } from '@/lib/client/use-format';
import { BookingResponseBadge, BookingStatusBadge } from './booking-badges';
import { bookingHref, horseNames } from './booking-names';
import { usePeople } from './use-people';

function BookingItem({ booking, showHorses }: { booking: BookingRow; showHorses: boolean }) {
  const format = useFormat();
  const sameDay = booking.startDate === booking.endDate;
  const when = sameDay
    ? `${format.date(booking.startDate)}, ${booking.startTime}–${booking.endTime}`
    : `${format.date(booking.startDate)}, ${booking.startTime} – ${format.date(booking.endDate)}, ${booking.endTime}`;
  // The person who comes, where the account has more than one.
  const person = usePeople().length > 1 ? booking.staffName : null;
  const about = [showHorses ? horseNames(booking) : '', person, booking.referenceNumber]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Link
        href={bookingHref(booking.id)}
        className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-stone-900">{when}</span>
            <BookingStatusBadge status={booking.status} />
            <BookingResponseBadge response={booking.response} />
          </span>
          {about && <span className="mt-0.5 block text-sm break-words text-stone-600">{about}</span>}
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-stone-400" />
      </Link>
    </li>
  );
}

function Part({
  title,
  bookings,
  showHorses,
}: {
  title: string;
  bookings: BookingRow[];
  showHorses: boolean;
}) {
  if (bookings.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-sm font-semibold text-stone-700">{title}</h3>
      <ul className="-mx-2 divide-y divide-stone-100">
        {bookings.map((booking) => (
          <BookingItem key={booking.id} booking={booking} showHorses={showHorses} />
        ))}
      </ul>
    </section>
  );
}

/** A customer's bookings (with the horses of each) or a horse's. */
export function BookingsOfRecord({ of }: { of: BookingsOf }) {
  const t = useTranslations('bookings.of');
  const query = useQuery(bookingsOfQueries.of(of));
  const showHorses = 'customerId' in of;

  if (query.isPending) return <ListSkeleton rows={2} label={t('loading')} className="shadow-none" />;
  if (query.isError && !query.data)
    return <ErrorState error={query.error} title={t('error')} onRetry={() => void query.refetch()} />;
  const { upcoming, recent, moreUpcoming } = query.data;
  if (upcoming.length === 0 && recent.length === 0) return <p className="text-stone-600">{t('empty')}</p>;
  return (
    <div className="space-y-4">
      <Part title={t('upcoming')} bookings={upcoming} showHorses={showHorses} />
      {moreUpcoming && (
        <p className="text-sm text-stone-600">
          <Link href="/booking-management?view=agenda" className="font-medium text-brand-700 hover:underline">
            {t('moreInCalendar')}
          </Link>
        </p>
      )}
      <Part title={t('recent')} bookings={recent} showHorses={showHorses} />
    </div>
  );
}

/** The bookings section of a customer's or a horse's page, with its own heading. */
export function BookingsOfSection({ of }: { of: BookingsOf }) {
  const t = useTranslations('bookings.of');
  return (
    <DetailSection title={t('title')}>
      <BookingsOfRecord of={of} />
    </DetailSection>
  );
}
