'use client';
// /booking-edit/{id}: the booking's form, filled from the booking (a copy fresh enough to be edited, and a draft on
// top of it).
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/ui/page-header';
import { BookingForm } from './booking-form';
import { bookingHref } from './booking-names';
import { BookingView } from './booking-view';

export function BookingEdit({ id }: { id: string }) {
  const t = useTranslations('bookings.form');
  return (
    <BookingView id={id} fresh>
      {(booking) => (
        <div className="mx-auto max-w-3xl">
          <PageHeader
            back={{ href: bookingHref(booking.id), label: t('backToBooking') }}
            title={t('editTitle')}
            description={booking.referenceNumber}
          />
          <BookingForm key={booking.id} booking={booking} cancelHref={bookingHref(booking.id)} />
        </div>
      )}
    </BookingView>
  );
}
