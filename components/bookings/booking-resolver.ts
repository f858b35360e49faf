'use client';
// The booking form's validation: the shared schema (lib/validation/booking.ts) on the form's values, its errors on
// the form's fields (a horse's or a service line's error on the horses or the services), and spec 5's "not in the
// past" rules as the API applies them — skipped when an edit keeps the booking's times.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { fieldOfPath } from '@/components/record/use-record-form';
import type { Booking } from '@/lib/client/booking-api';
import { bookingInput, checkBookingTimes, type BookingOutput } from '@/lib/validation/booking';
import {
  BOOKING_FIELDS,
  TIME_FIELDS,
  type BookingField,
  type BookingFormValues,
} from './booking-form-values';

const schemaResolver = zodResolver(bookingInput);

/** The API's other name of a form field: the spec's single `animalId`. */
export const BOOKING_ALIASES = { animalId: 'animalIds' } as const satisfies Record<string, BookingField>;

/** The form field an error of the schema or the API belongs to ("services.0.quantity" → services). */
export const bookingFieldOf = fieldOfPath<BookingField>(BOOKING_FIELDS, BOOKING_ALIASES);

/** The first message in a nested error (a list's, a list item's field's). */
function firstError(error: unknown): FieldError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, type } = error as { message?: unknown; type?: unknown };
  if (typeof message === 'string') return { type: typeof type === 'string' ? type : 'custom', message };
  for (const nested of Object.values(error)) {
    const found = firstError(nested);
    if (found) return found;
  }
  return undefined;
}

export function useBookingResolver(
  original: Booking | undefined,
): Resolver<BookingFormValues, unknown, BookingOutput> {
  return useCallback(
    async (values, context, options) => {
      const result = await schemaResolver(
        values,
        context,
        options as unknown as Parameters<typeof schemaResolver>[2],
      );
      const errors: FieldErrors<BookingFormValues> = {};
      for (const [path, error] of Object.entries(result.errors)) {
        const field = bookingFieldOf(path);
        const found = firstError(error);
        if (field && found && !errors[field]) errors[field] = found;
      }
      if (!TIME_FIELDS.some((field) => errors[field])) {
        const unchanged =
          original !== undefined && TIME_FIELDS.every((field) => values[field] === original[field]);
        for (const [field, message] of Object.entries(checkBookingTimes(values, { unchanged }))) {
          errors[field as BookingField] ??= { type: 'custom', message };
        }
      }
      if (Object.keys(errors).length > 0) return { values: {}, errors };
      return { values: result.values as BookingOutput, errors: {} };
    },
    [original],
  );
}
