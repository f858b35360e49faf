// The booking form's values: text as typed, so the whole form fits the draft store (field → text). The horses are
// their ids joined by commas and the planned services "serviceId*quantity" joined by commas; `bookingFormInput`
// turns the values into what the shared schema (lib/validation/booking.ts) and the API take.
import type { Booking } from '@/lib/client/booking-api';
import { addMinutes, DEFAULT_DURATION_MINUTES, nextWholeHour, type WallTime } from '@/lib/calendar-dates';
import { formatPostalCode } from '@/lib/format';
import { todayInStockholm } from '@/lib/time-zone';
import type { BookingInput } from '@/lib/validation/booking';

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
export type BookingFormValues = Record<BookingField, string>;

export const TIME_FIELDS = ['startDate', 'startTime', 'endDate', 'endTime'] as const;
export const ADDRESS_FIELDS = ['address', 'postalNumber', 'city'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type BookingAddress = Pick<BookingFormValues, AddressField>;

/** Whether an address says anything: a street, a postal number or a town. */
export const hasPlace = (place: BookingAddress) => ADDRESS_FIELDS.some((field) => place[field].trim() !== '');

/** The horses' ids from the form's text. */
export const animalIdsOf = (value: string) => value.split(',').filter(Boolean);
export const joinAnimalIds = (ids: readonly string[]) => [...new Set(ids)].join(',');

export interface ServiceLine {
  serviceId: string;
  /** As typed: the schema checks it is a whole number from 1 to 100. */
  quantity: string;
}

export const serviceLinesOf = (value: string): ServiceLine[] =>
  value
    .split(',')
    .filter(Boolean)
    .map((line) => {
      const [serviceId = '', quantity = '1'] = line.split('*');
      return { serviceId, quantity };
    });

export const joinServiceLines = (lines: readonly ServiceLine[]) =>
  lines.map(({ serviceId, quantity }) => `${serviceId}*${quantity.replace(/[*,]/g, '')}`).join(',');

/** The form's values as the API's body (before the schema parses them). */
export function bookingFormInput(values: BookingFormValues): BookingInput {
  return {
    startDate: values.startDate,
    startTime: values.startTime,
    endDate: values.endDate,
    endTime: values.endTime,
    notes: values.notes,
    customerId: values.customerId,
    animalIds: animalIdsOf(values.animalIds),
    address: values.address,
    postalNumber: values.postalNumber,
    city: values.city,
    services: serviceLinesOf(values.services).map(({ serviceId, quantity }) => ({
      serviceId,
      quantity: quantity.trim() === '' ? Number.NaN : quantity,
    })),
    staffId: values.staffId,
    allowClash: false,
  };
}

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
export function newBookingTimes(
  given: Partial<Pick<BookingFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'>>,
  now = new Date(),
): Pick<BookingFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'> {
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
    const empty = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ''])) as BookingFormValues;
    return { ...empty, ...prefill, ...newBookingTimes(prefill) };
  }
  return {
    startDate: booking.startDate,
    startTime: booking.startTime,
    endDate: booking.endDate,
    endTime: booking.endTime,
    staffId: booking.staffId ?? '',
    customerId: booking.customer?.id ?? '',
    animalIds: joinAnimalIds(booking.animals.map((animal) => animal.id)),
    ...formAddress(booking),
    services: joinServiceLines(
      booking.services.map(({ serviceId, quantity }) => ({ serviceId, quantity: String(quantity) })),
    ),
    notes: booking.notes ?? '',
  };
}
