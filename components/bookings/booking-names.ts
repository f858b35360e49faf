// Who and what a booking is about, as the calendar, the day's list and the booking's page name it.
import type { BookingRow } from '@/lib/client/booking-api';
import { formatPersonName, formatPlace } from '@/lib/format';

export const customerName = (booking: Pick<BookingRow, 'customer'>) =>
  booking.customer ? formatPersonName(booking.customer.firstName, booking.customer.lastName) : '';

export const horseNames = (booking: Pick<BookingRow, 'animals'>) =>
  booking.animals.map((animal) => animal.name).join(', ');

/** "Storgatan 1, 741 92 Knivsta" from the parts that are present. */
export const bookingAddress = (booking: Pick<BookingRow, 'address' | 'postalNumber' | 'city'>) =>
  formatPlace(booking.address, booking.postalNumber, booking.city);

/** The booking's page. */
export const bookingHref = (id: string) => `/booking-details/${id}`;
