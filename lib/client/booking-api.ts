// The booking calls of the calendar and the booking screens (spec 7, "Bookings"); the answers' types come from the
// shapes the API documents (lib/validation/booking.ts).
import type { AnimalSuggestion } from '@/lib/client/animal-api';
import type { ServiceSuggestion } from '@/lib/client/service-api';
import type {
  Booking,
  BookingOutput,
  BookingPerson,
  BookingRow,
  BookingStatus,
} from '@/lib/validation/booking';
import type { HistoryEvent } from '@/lib/validation/history';
import { api, read, readPage } from './api-client';

export type { Booking, BookingPerson, BookingRow, BookingStatus };

/** The most rows one page of bookings/list may hold: a busy month is one request. */
const RANGE_PAGE_SIZE = 2000;

export interface BookingRange {
  /** Swedish dates (YYYY-MM-DD), both inclusive. */
  from: string;
  to: string;
  /** One person's bookings; all of the account's without. */
  staffId?: string;
}

/** Every booking (not deleted) in the range, in start order: all pages of bookings/list. */
export async function fetchBookingsInRange(range: BookingRange, signal?: AbortSignal): Promise<BookingRow[]> {
  const rows: BookingRow[] = [];
  let cursor: string | null = null;
  do {
    const query = {
      from: range.from,
      to: range.to,
      limit: RANGE_PAGE_SIZE,
      staffId: range.staffId || undefined,
    };
    const page: { data: BookingRow[]; nextCursor: string | null } = await readPage(
      api.GET('/bookings/list', { params: { query: { ...query, cursor: cursor ?? undefined } }, signal }),
    );
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** Whom a booking can be given to: the account's active people, the owner first (GET bookings/people). */
export const fetchBookingPeople = (signal?: AbortSignal): Promise<BookingPerson[]> =>
  read(api.GET('/bookings/people', { signal }));

export const fetchBooking = (id: string, signal?: AbortSignal): Promise<Booking> =>
  read(api.GET('/bookings/details/{id}', { params: { path: { id } }, signal }));

export const createBooking = (body: BookingOutput): Promise<Booking> =>
  read(api.POST('/bookings/create', { body }));

/** Full replacement: optional fields left out are cleared (the server fills a blank address again). */
export const updateBooking = (id: string, body: BookingOutput): Promise<Booking> =>
  read(api.PUT('/bookings/update/{id}', { params: { path: { id } }, body }));

export const setBookingStatus = (
  id: string,
  status: BookingStatus,
): Promise<{ id: string; status: BookingStatus }> =>
  read(api.PATCH('/bookings/update-status/{id}', { params: { path: { id } }, body: { status } }));

/** Who did what to the booking, oldest first (GET bookings/history/{id}). */
export const fetchBookingHistory = (id: string, signal?: AbortSignal): Promise<HistoryEvent[]> =>
  read(api.GET('/bookings/history/{id}', { params: { path: { id } }, signal }));

/** A customer's active animals (up to 50): the horses a booking can cover. */
export const fetchCustomerAnimals = (customerId: string, signal?: AbortSignal): Promise<AnimalSuggestion[]> =>
  read(api.GET('/animals/suggestions', { params: { query: { customerId, limit: 50 } }, signal }));

/** The active services (up to 50) a booking can plan. */
export const fetchServiceSuggestions = (signal?: AbortSignal): Promise<ServiceSuggestion[]> =>
  read(api.GET('/services/suggestions', { params: { query: { limit: 50 } }, signal }));

/**
 * What PUT bookings/update needs to keep everything of a booking but its times (a move in the calendar): the
 * booking's own fields as the body, the new Swedish date and time in place of the old.
 */
export function bookingBody(
  booking: Booking,
  times: Pick<BookingOutput, 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
  allowClash = false,
): BookingOutput {
  return {
    ...times,
    notes: booking.notes ?? undefined,
    customerId: booking.customer?.id,
    animalIds: booking.animals.map((animal) => animal.id),
    address: booking.address ?? undefined,
    postalNumber: booking.postalNumber ?? undefined,
    city: booking.city ?? undefined,
    services: booking.services.map(({ serviceId, quantity }) => ({ serviceId, quantity })),
    staffId: booking.staffId ?? undefined,
    allowClash,
  };
}
