'use client';
// /booking-edit/{id}: the booking's form on the record kit's edit screen, filled from the booking (a copy fresh
// enough to be edited, and a draft on top of it).
import { RecordEditScreen } from '@/components/record';
import { BookingForm } from './booking-form';
import { BOOKINGS } from './booking-resource';

export function BookingEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen resource={BOOKINGS} id={id} form={(booking) => <BookingForm booking={booking} />} />
  );
}
