// The bookings of one customer or one horse, as their pages list them: the coming ones (today on) soonest first, then
// the recent ones (the last year) latest first — bookings/list with ?customerId or ?animalId, in two reads. Kept under
// the bookings' list key, so every booking write that refreshes the calendar refreshes these too.
import { queryOptions } from '@tanstack/react-query';
import { api, readPage } from '@/lib/client/api-client';
import type { BookingRow } from '@/lib/client/booking-api';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { queryKeys } from './keys';

/** Whose bookings: a customer's (the visits booked for them) or a horse's (the visits that cover it). */
export type BookingsOf = { customerId: string } | { animalId: string };

/** How many of each part a page shows; the calendar has the rest. */
export const BOOKINGS_SHOWN = { upcoming: 10, recent: 10 } as const;
/** How far back "recent" reaches. */
const RECENT_DAYS = 365;
/** The most rows one page of bookings/list may hold. */
const PAGE_SIZE = 2000;

export interface BookingsOfAnswer {
  /** From today on, soonest first (at most BOOKINGS_SHOWN.upcoming). */
  upcoming: BookingRow[];
  /** Before today, within a year, latest first (at most BOOKINGS_SHOWN.recent). */
  recent: BookingRow[];
  /** More coming bookings than shown. */
  moreUpcoming: boolean;
}

function readList(
  of: BookingsOf,
  range: { from: string; to?: string },
  limit: number,
  cursor: string | undefined,
  signal: AbortSignal | undefined,
) {
  return readPage<BookingRow>(
    api.GET('/bookings/list', { params: { query: { ...of, ...range, limit, cursor } }, signal }),
  );
}

async function fetchBookingsOf(of: BookingsOf, signal?: AbortSignal): Promise<BookingsOfAnswer> {
  const today = todayInStockholm();
  const yesterday = addDays(today, -1);
  // bookings/list reads in start order: the coming ones are its first page from today; the recent ones are the end
  // of the year before today, read to its last page (a year of one customer's visits is one page).
  const upcomingRead = readList(of, { from: today }, BOOKINGS_SHOWN.upcoming, undefined, signal);
  const past: BookingRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await readList(
      of,
      { from: addDays(today, -RECENT_DAYS), to: yesterday },
      PAGE_SIZE,
      cursor,
      signal,
    );
    past.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const upcoming = await upcomingRead;
  const shown = new Set(upcoming.data.map((booking) => booking.id));
  return {
    upcoming: upcoming.data,
    // A visit over midnight into today is among the coming ones already.
    recent: past
      .filter((booking) => !shown.has(booking.id))
      .reverse()
      .slice(0, BOOKINGS_SHOWN.recent),
    moreUpcoming: upcoming.nextCursor !== null,
  };
}

export const bookingsOfQueries = {
  of: (of: BookingsOf) =>
    queryOptions({
      queryKey: [...queryKeys.bookings.lists, 'of', of] as const,
      queryFn: ({ signal }) => fetchBookingsOf(of, signal),
    }),
};
