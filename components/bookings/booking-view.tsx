'use client';
// A booking's page or edit screen: a spinner while it loads, "not found" with the way back to the calendar (a 404 —
// deleted, another account's — or an id that cannot be one), the error with Retry, else the screen itself.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NotFoundState } from '@/components/app-shell/not-found-state';
import { ErrorState } from '@/components/list/list-states';
import { PageSpinner } from '@/components/ui/spinner';
import type { Booking } from '@/lib/client/booking-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { useRecord } from '@/lib/client/queries/record';

interface BookingViewProps {
  id: string;
  /** Edit screens: a cached copy older than the cache's fresh time is fetched again first. */
  fresh?: boolean;
  children: (booking: Booking) => ReactNode;
}

export function BookingView({ id, fresh = false, children }: BookingViewProps) {
  const t = useTranslations('bookings');
  const record = useRecord(bookingQueries.details, id, { fresh });

  if (record.status === 'loading') return <PageSpinner label={t('details.loading')} />;
  if (record.status === 'not-found') {
    return (
      <NotFoundState
        title={t('details.notFoundTitle')}
        text={t('details.notFoundText')}
        backHref="/booking-management"
        backLabel={t('backToCalendar')}
      />
    );
  }
  if (record.status === 'error') {
    return <ErrorState error={record.error} title={t('details.error')} onRetry={record.reload} />;
  }
  return children(record.data);
}
