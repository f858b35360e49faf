// The booking form's values: text as typed, the horses as a list of ids and the planned services as lines of a
// service and a quantity (as typed) — what the shared schema (lib/validation/booking.ts) parses into the API's body.
import type { Booking } from '@/lib/client/booking-api';
import { addMinutes, DEFAULT_DURATION_MINUTES, nextWholeHour, type WallTime } from '@/lib/calendar-dates';
import { formatPostalCode } from '@/lib/format';
import { todayInStockholm } from '@/lib/time-zone';

/** Every field of the form, in the form's order (the order errors are focused in). */
export const BOOKING_FIELDS = [
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'staffId',
  'customerId',
  'animalIds',
  'address',
  'postalNumber',
  'city',
  'services',
  'notes',
] as const;

export type BookingField = (typeof BOOKING_FIELDS)[number];

export interface ServiceLine {
  serviceId: string;
  /** As typed: the schema checks it is a whole number from 1 to 100. */
  quantity: string;
}

export type BookingFormValues = Record<Exclude<BookingField, 'animalIds' | 'services'>, string> & {
  animalIds: string[];
  services: ServiceLine[];
};

export const TIME_FIELDS = ['startDate', 'startTime', 'endDate', 'endTime'] as const;
export const ADDRESS_FIELDS = ['address', 'postalNumber', 'city'] as const;
export type BookingAddress = Pick<BookingFormValues, (typeof ADDRESS_FIELDS)[number]>;
export type BookingTimesValues = Pick<BookingFormValues, (typeof TIME_FIELDS)[number]>;

/** A planned service as it is added: one of it. */
export const NEW_SERVICE_LINE: ServiceLine = { serviceId: '', quantity: '1' };

/** Where a visit goes, as the form shows it. */
export function formAddress(place: {
  address: string | null;
  postalCode?: string | null;
  postalNumber?: string | null;
  city: string | null;
}): BookingAddress {
  return {
    address: place.address ?? '',
    postalNumber: formatPostalCode(place.postalCode ?? place.postalNumber),
    city: place.city ?? '',
  };
}

/** What a new booking starts with besides the defaults: a slot's times, a horse, a customer, its address. */
export type NewBookingPrefill = Partial<BookingFormValues>;

/**
 * A new booking's times: the slot's, else the next whole hour today (or 08:00 on a chosen later day); the end an
 * hour after the start unless given.
 */
export function newBookingTimes(given: Partial<BookingTimesValues>, now = new Date()): BookingTimesValues {
  let start: WallTime;
  if (given.startDate && given.startTime) start = { date: given.startDate, time: given.startTime };
  else if (given.startDate && given.startDate > todayInStockholm(now))
    start = { date: given.startDate, time: '08:00' };
  else start = nextWholeHour(now);
  const end =
    given.endDate && given.endTime
      ? { date: given.endDate, time: given.endTime }
      : addMinutes(start, DEFAULT_DURATION_MINUTES);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/** The form's starting values: the prefill on empty fields for a new booking, the booking's for an edit. */
export function bookingFormValues(
  booking: Booking | undefined,
  prefill: NewBookingPrefill = {},
): BookingFormValues {
  if (!booking) {
    const text = { staffId: '', customerId: '', address: '', postalNumber: '', city: '', notes: '' };
    return { ...text, animalIds: [], services: [], ...prefill, ...newBookingTimes(prefill) };
  }
  return {
    startDate: booking.startDate,
    startTime: booking.startTime,
    endDate: booking.endDate,
    endTime: booking.endTime,
    staffId: booking.staffId ?? '',
    customerId: booking.customer?.id ?? '',
    animalIds: [...new Set(booking.animals.map((animal) => animal.id))],
    ...formAddress(booking),
    services: booking.services.map(({ serviceId, quantity }) => ({ serviceId, quantity: String(quantity) })),
    notes: booking.notes ?? '',
  };
}
