// Booking rules of spec 5 (start not in the past, end not before start, end time not before start time and not in
// the past, notes ≤ 2000) and the booking's shape as the API answers it — shared by the form and the API. Dates
// and times are Swedish wall-clock time (Europe/Stockholm), as the farrier types them.
import { z } from 'zod';
import { defineRecordLife } from '@/lib/records/record-life';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import { isoDate } from './dates';
import { optional, optionalText, postalCode, requiredString } from './fields';
import { fileUrl, plainDate, timestamps } from './response';

export const BOOKING_STATUSES = ['active', 'cancelled', 'completed', 'deleted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Spec 4's allowed changes; anything else is refused with 409. A completed visit may be reopened (completed → active),
 * which puts its horses' visit dates back: done by mistake is not final.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  active: ['completed', 'cancelled', 'deleted'],
  cancelled: ['active', 'deleted'],
  completed: ['active', 'deleted'],
  deleted: [],
};

/** The booking as a record with a life: read by server/records (transition, history, numbers) and the client kit. */
export const BOOKING_LIFE = defineRecordLife({
  kind: 'booking',
  statuses: BOOKING_STATUSES,
  transitions: BOOKING_TRANSITIONS,
  deleted: 'deleted',
  series: 'B',
});

export const BOOKING_RESPONSES = ['confirmed', 'declined'] as const;
export type BookingResponse = (typeof BOOKING_RESPONSES)[number];

export const BOOKING_LIMITS = { notesMax: 2000, animalsMax: 20, servicesMax: 20, quantityMax: 100 } as const;

/** HH:MM on a 24-hour clock ("9:05" is read as 09:05). */
const clockTime = () =>
  requiredString()
    .trim()
    .regex(/^([01]?\d|2[0-3])[:.][0-5]\d$/, 'validation.time')
    .transform((v) => v.replace('.', ':').padStart(5, '0'));

const uuidList = (message: string) =>
  z.array(z.uuid(message), { error: message }).max(BOOKING_LIMITS.animalsMax, 'validation.tooMany');

const plannedService = z.object({
  serviceId: z.uuid('validation.service'),
  quantity: z.coerce
    .number({ error: 'validation.bookingQuantity' })
    .int('validation.bookingQuantity')
    .min(1, 'validation.bookingQuantity')
    .max(BOOKING_LIMITS.quantityMax, 'validation.bookingQuantity')
    .default(1),
});

const bookingFields = z.object({
  startDate: isoDate(),
  startTime: clockTime(),
  endDate: isoDate(),
  endTime: clockTime(),
  notes: optionalText(BOOKING_LIMITS.notesMax, { tooLong: 'validation.notesTooLong' }),
  customerId: optional(z.uuid('validation.customer')),
  /** One animal (the spec's field) or several: a stable visit often covers a customer's horses. */
  animalId: optional(z.uuid('validation.animal')),
  animalIds: optional(uuidList('validation.animal')),
  address: optionalText(200),
  postalNumber: optional(postalCode()),
  city: optionalText(100),
  services: optional(z.array(plannedService).max(BOOKING_LIMITS.servicesMax, 'validation.tooMany')),
  /** The person who does the visit: a user of the account (default: the caller). */
  staffId: optional(z.uuid('validation.staff')),
  /** A clash with another booking of the same person is a warning: true books anyway. */
  allowClash: z.boolean({ error: 'validation.invalidType' }).default(false),
});

/**
 * The times of a booking as instants, and the spec 5 rules on them. `now` decides "the past"; `unchanged` skips the
 * past checks when an edit keeps the booking's times (notes may be added to yesterday's visit). A visit under way
 * (begun earlier today, ending later) may be booked; one already over today is flagged on both times, so the start
 * the farrier typed says what is wrong too, not only the end the form filled in.
 */
export function checkBookingTimes(
  v: { startDate: string; startTime: string; endDate: string; endTime: string },
  { now = new Date(), unchanged = false }: { now?: Date; unchanged?: boolean } = {},
): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!unchanged && v.startDate < todayInStockholm(now)) issues.startDate = 'validation.bookingStartPast';
  if (v.endDate < v.startDate) issues.endDate = 'validation.bookingEndBeforeStart';
  else if (v.endDate === v.startDate && v.endTime < v.startTime)
    issues.endTime = 'validation.bookingEndTimeBeforeStart';
  else if (!unchanged && stockholmInstant(v.endDate, v.endTime) < now) {
    issues.endTime = 'validation.bookingEndPast';
    if (!issues.startDate) issues.startTime = 'validation.bookingStartTimePast';
  }
  return issues;
}

export const bookingInput = bookingFields
  .superRefine((v, ctx) => {
    // The past is checked by the use case (an unchanged edit keeps its times); the order of the times is not.
    const issues = checkBookingTimes(v, { unchanged: true });
    for (const [path, message] of Object.entries(issues))
      ctx.addIssue({ code: 'custom', path: [path], message });
  })
  .transform(({ animalId, animalIds, ...v }) => ({
    ...v,
    // animalId first, then animalIds, each once.
    animalIds: [...new Set([...(animalId ? [animalId] : []), ...(animalIds ?? [])])],
    /** Kept as sent, so an error about it is answered under the field the client used. */
    ...(animalId ? { animalId } : {}),
  }))
  .meta({
    description:
      'Swedish wall-clock dates (YYYY-MM-DD) and times (HH:MM, 24 h). Start date not in the past; end not before ' +
      'start, and not in the past; notes ≤ 2000. A clash with another active booking of the same person answers ' +
      '409 BOOKING_CLASH unless allowClash is true. Address, postal number and city left empty are taken from the ' +
      "first animal's stable, else the customer.",
  });
export type BookingInput = z.input<typeof bookingInput>;
export type BookingOutput = z.output<typeof bookingInput>;

export const bookingStatusInput = z.object({
  status: z.enum(BOOKING_STATUSES, { error: 'validation.bookingStatus' }),
});
export type BookingStatusInput = z.output<typeof bookingStatusInput>;

export const bookingStatusResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
});

/** ?from/?to: the calendar's range (Swedish dates, both inclusive); ?staffId: one person's bookings. */
export const bookingListQuery = z
  .object({
    ferrierId: z.string().optional(),
    from: optional(isoDate()),
    to: optional(isoDate()),
    staffId: optional(z.uuid('validation.staff')),
    customerId: optional(z.uuid('validation.customer')),
    animalId: optional(z.uuid('validation.animal')),
    status: z
      .enum(['all', 'active', 'cancelled', 'completed'], { error: 'validation.bookingStatusFilter' })
      .default('all'),
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(2000).default(500),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.range' });
  });
export type BookingListQuery = z.output<typeof bookingListQuery>;

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string().nullable() });

const bookingCustomer = person
  .extend({ phone: z.string().nullable().meta({ description: 'E.164' }) })
  .nullable();

/** A horse of the booking, with its latest and next visit (the booking's page shows them; completing sets them). */
const bookingAnimal = z.object({
  id: z.uuid(),
  name: z.string(),
  pictureUrl: fileUrl(),
  latestVisit: plainDate(),
  nextVisit: plainDate(),
});

const bookingTimes = {
  startAt: z.string().meta({ description: 'ISO 8601 instant' }),
  endAt: z.string(),
  startDate: plainDate().unwrap().meta({ description: 'Swedish date, YYYY-MM-DD' }),
  startTime: z.string().meta({ description: 'Swedish time, HH:MM' }),
  endDate: z.string(),
  endTime: z.string(),
};

/** bookings/list rows: what the calendar and the day's list show. */
export const bookingRowSchema = z
  .object({
    id: z.uuid(),
    referenceNumber: z.string().meta({ example: 'B-2026-0042' }),
    ...bookingTimes,
    status: z.enum(BOOKING_STATUSES),
    response: z
      .enum(BOOKING_RESPONSES)
      .nullable()
      .meta({ description: "The customer's answer to the reminder" }),
    customer: bookingCustomer,
    animals: z.array(bookingAnimal),
    address: z.string().nullable(),
    postalNumber: z.string().nullable(),
    city: z.string().nullable(),
    staffId: z.uuid().nullable(),
    staffName: z.string().nullable().meta({ description: 'The person who comes' }),
    staffColor: z
      .string()
      .nullable()
      .meta({ description: "The person's calendar colour, #rrggbb (null without a person)" }),
  })
  .meta({ id: 'BookingRow' });

/** bookings/people: a person of the account a booking can be given to (active members, the owner first). */
export const bookingPersonSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    title: z.string().nullable(),
    color: z.string().meta({ description: 'Calendar colour, #rrggbb' }),
  })
  .meta({ id: 'BookingPerson' });
export type BookingPerson = z.output<typeof bookingPersonSchema>;

/** bookings/details, create and update. */
export const bookingSchema = bookingRowSchema
  .extend({
    notes: z.string().nullable(),
    services: z.array(
      z.object({
        serviceId: z.uuid(),
        service: z.string(),
        quantity: z.number().int(),
        price: z.number().meta({ description: 'Kronor per unit, excluding VAT' }),
        unit: z.number().int(),
        vatPercent: z.number(),
      }),
    ),
    respondedAt: z.string().nullable(),
    reminderSentAt: z.string().nullable(),
    sequence: z.number().int().meta({ description: 'Raised on every change (iCalendar SEQUENCE)' }),
    ...timestamps,
  })
  .meta({ id: 'Booking' });
export type Booking = z.output<typeof bookingSchema>;
export type BookingRow = z.output<typeof bookingRowSchema>;
