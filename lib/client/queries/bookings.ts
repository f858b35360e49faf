// The booking reads and writes of the calendar and the booking screens on the query cache: keys in keys.ts, calls in
// lib/booking-api.ts. A write puts the answer into the booking's details and has every calendar range fetched again;
// a change that completes a booking (or undoes a completed one) also refreshes the animals, whose latest and next
// visit the server has just set.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  bookingBody,
  createBooking,
  fetchBooking,
  fetchBookingsInRange,
  fetchCustomerAnimals,
  fetchServiceSuggestions,
  setBookingStatus,
  updateBooking,
  type Booking,
  type BookingRange,
  type BookingStatus,
} from '@/lib/client/booking-api';
import type { BookingOutput } from '@/lib/validation/booking';
import { queryKeys } from './keys';

const keys = queryKeys.bookings;

/** The new Swedish wall-clock times of a moved or resized booking. */
export type BookingTimes = Pick<BookingOutput, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

function useChanged() {
  const client = useQueryClient();
  return (booking: Booking | undefined) => {
    if (booking) client.setQueryData(keys.details(booking.id), booking);
    void client.invalidateQueries({ queryKey: keys.lists });
  };
}

/**
 * What completing a visit (on its page or on Today) changes: every booking read (the calendar, Today, the
 * booking's page with its horses' visits), the horses' latest and next visit, and the owners' pages listing them.
 */
export function refreshAfterCompletion(client: QueryClient) {
  for (const key of [queryKeys.bookings.all, queryKeys.animals.all, queryKeys.customers.allDetails])
    void client.invalidateQueries({ queryKey: key });
}

export const bookingQueries = {
  /** The bookings of the calendar's visible range; the previous range stays on screen while the next loads. */
  range: (range: BookingRange) =>
    queryOptions({
      queryKey: keys.range(range),
      queryFn: ({ signal }) => fetchBookingsInRange(range, signal),
      placeholderData: keepPreviousData,
    }),
  details: (id: string) =>
    queryOptions({
      queryKey: keys.details(id),
      queryFn: ({ signal }) => fetchBooking(id, signal),
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

  /** Adds a booking, or replaces the one with `id`. */
  useSave(id?: string) {
    const changed = useChanged();
    return useMutation({
      mutationFn: (values: BookingOutput) => (id ? updateBooking(id, values) : createBooking(values)),
      onSuccess: (saved) => changed(saved),
    });
  },

  /** Complete, cancel, reactivate or delete (BOOKING_TRANSITIONS). */
  useSetStatus(booking: Pick<Booking, 'id' | 'status'>) {
    const client = useQueryClient();
    const changed = useChanged();
    return useMutation({
      mutationFn: (status: BookingStatus) => setBookingStatus(booking.id, status),
      onSuccess: ({ status }) => {
        const old = client.getQueryData<Booking>(keys.details(booking.id));
        changed(old && { ...old, status });
        // Completing (or deleting a completed visit) touches the horses' visits, which several pages show.
        if (status === 'completed' || booking.status === 'completed') refreshAfterCompletion(client);
      },
    });
  },

  /**
   * Moves a booking to new times, keeping everything else: its details (fetched afresh, since PUT replaces the
   * whole booking) with the new times.
   */
  useMove() {
    const client = useQueryClient();
    const changed = useChanged();
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
        const booking = await client.fetchQuery({ ...bookingQueries.details(id), staleTime: 0 });
        return updateBooking(id, bookingBody(booking, times, allowClash));
      },
      onSuccess: (saved) => changed(saved),
    });
  },
};
