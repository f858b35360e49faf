// The dashboard's Today on the query cache: keys in keys.ts, calls in lib/today-api.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookingStatus } from '@/lib/client/booking-api';
import { fetchDayVisits, fetchDueAnimals, type BookingRow } from '@/lib/client/today-api';
import { refreshAfterCompletion } from './bookings';
import { queryKeys } from './keys';

export const todayQueries = {
  /** Shown at once from the cache when the dashboard opens again, and always fetched anew behind it. */
  visits: (day: string) =>
    queryOptions({
      queryKey: queryKeys.today.visits(day),
      queryFn: ({ signal }) => fetchDayVisits(day, signal),
      refetchOnMount: 'always',
    }),
  due: () =>
    queryOptions({
      queryKey: queryKeys.today.due,
      queryFn: ({ signal }) => fetchDueAnimals(signal),
      refetchOnMount: 'always',
    }),
};

/**
 * Done on one of the day's visits: shown as done at once when the API has answered, then everything the completion
 * changed is fetched again — the bookings (the calendar's too), the horses' latest and next visit (lists, pages, the
 * "due" list) and the owners' pages that list their horses.
 */
export function useCompleteVisit(day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => setBookingStatus(id, 'completed'),
    onSuccess: ({ id, status }) => {
      client.setQueryData<BookingRow[]>(queryKeys.today.visits(day), (visits) =>
        visits?.map((visit) => (visit.id === id ? { ...visit, status } : visit)),
      );
    },
    onSettled: () => refreshAfterCompletion(client),
  });
}
