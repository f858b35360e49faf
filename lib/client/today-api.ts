// The calls of the dashboard's Today: the day's visits (bookings/list for one Swedish day), the horses left to book
// (bookings/due-animals); Done is booking-api's setBookingStatus. Types from the API's response schemas.
import type { BookingRow } from '@/lib/validation/booking';
import type { DueAnimal } from '@/lib/validation/due-animals';
import { api, read, readPage } from './api-client';

export type { BookingRow, DueAnimal };

/** How many horses "Due and not booked" shows. */
const DUE_ANIMALS_SHOWN = 20;

/**
 * The visits of one day in start order, done ones included: one request (status=all), cancelled ones left out here
 * rather than asked for twice. A day holds far fewer visits than a page (500).
 */
export async function fetchDayVisits(day: string, signal?: AbortSignal): Promise<BookingRow[]> {
  const page = await readPage<BookingRow>(
    api.GET('/bookings/list', { params: { query: { from: day, to: day, status: 'all' } }, signal }),
  );
  return page.data.filter((booking) => booking.status === 'active' || booking.status === 'completed');
}

export const fetchDueAnimals = (signal?: AbortSignal): Promise<DueAnimal[]> =>
  read(api.GET('/bookings/due-animals', { params: { query: { limit: DUE_ANIMALS_SHOWN } }, signal }));
