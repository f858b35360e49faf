// The booking reads and writes of the calendar and the booking screens on the query cache: the record factory
// (record-queries.ts) with the calendar's date ranges, keys in keys.ts, calls in lib/client/booking-api.ts. A write
// puts the answer into the booking's details and has every calendar range fetched again; a change that completes a
// booking (or undoes a completed one) also refreshes the horses, whose latest and next visit the server has just set.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bookingBody,
  createBooking,
  fetchBooking,
  fetchBookingHistory,
  fetchBookingPeople,
  fetchBookingsInRange,
  fetchCustomerAnimals,
  fetchServiceSuggestions,
  setBookingStatus,
  updateBooking,
} from '@/lib/client/booking-api';
import type { BookingOutput } from '@/lib/validation/booking';
import { queryKeys } from './keys';
import { dateRange, recordQueries } from './record-queries';

const keys = queryKeys.bookings;

/** The new Swedish wall-clock times of a moved or resized booking. */
export type BookingTimes = Pick<BookingOutput, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

/**
 * What completing a visit (on its page or on Today), or reopening it, changes: every booking read (the calendar,
 * Today, the booking's page with its horses' visits), the horses' latest and next visit, and the owners' pages
 * listing them.
 */
const AFTER_COMPLETION = [queryKeys.bookings.all, queryKeys.animals.all, queryKeys.customers.allDetails];

export function refreshAfterCompletion(client: QueryClient) {
  for (const key of AFTER_COMPLETION) void client.invalidateQueries({ queryKey: key });
}

const records = recordQueries({
  keys,
  reads: dateRange(fetchBookingsInRange),
  fetchDetails: fetchBooking,
  fetchHistory: fetchBookingHistory,
  create: createBooking,
  update: updateBooking,
  setStatus: setBookingStatus,
  statusRelated: ({ from, to }) => (to === 'completed' || from === 'completed' ? AFTER_COMPLETION : []),
});

export const bookingQueries = {
  ...records,
  /** The account's active people (the form's "who comes", the calendar's filter and colours). */
  people: () =>
    queryOptions({
      queryKey: queryKeys.bookings.people,
      queryFn: ({ signal }) => fetchBookingPeople(signal),
      staleTime: 5 * 60_000,
    }),
  /** A customer's active horses; none asked for without a customer. */
  customerAnimals: (customerId: string) =>
    queryOptions({
      queryKey: queryKeys.animals.ofCustomer(customerId),
      queryFn: ({ signal }) => fetchCustomerAnimals(customerId, signal),
      enabled: customerId !== '',
    }),
  services: () =>
    queryOptions({
      queryKey: queryKeys.services.suggestions,
      queryFn: ({ signal }) => fetchServiceSuggestions(signal),
    }),

  /**
   * Moves a booking to new times, keeping everything else: its details (fetched afresh, since PUT replaces the
   * whole booking) with the new times.
   */
  useMove() {
    const client = useQueryClient();
    const changed = records.useChanged();
    return useMutation({
      mutationFn: async ({
        id,
        times,
        allowClash,
      }: {
        id: string;
        times: BookingTimes;
        allowClash: boolean;
      }) => {
        const booking = await client.fetchQuery({ ...records.details(id), staleTime: 0 });
        return updateBooking(id, bookingBody(booking, times, allowClash));
      },
      onSuccess: (saved) => changed(saved.id, saved),
    });
  },
};
