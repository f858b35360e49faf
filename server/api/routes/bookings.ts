// Booking routes (spec 7, Bookings row): the calendar's visits — create, details, update, the list for a range of
// days, the status changes of spec 4, and the booking's history.
import 'server-only';
import { z } from 'zod';
import {
  bookingInput,
  bookingListQuery,
  bookingPersonSchema,
  bookingRowSchema,
  bookingSchema,
  bookingStatusInput,
  bookingStatusResultSchema,
} from '@/lib/validation/booking';
import { bookingHistory, setBookingStatus } from '@/server/bookings/booking-status';
import { listBookingPeople } from '@/server/bookings/booking-people';
import { getBooking, listBookings } from '@/server/bookings/read-bookings';
import { createBooking, updateBooking } from '@/server/bookings/write-bookings';
import { resourceRoutes } from '../resource-routes';

const CLASH =
  'BOOKING_CLASH: the person has another active booking at that time (`details.clashIds`); send allowClash: true ' +
  'to book anyway';

const routes = resourceRoutes({ tag: 'Bookings', noun: 'booking' });
export const bookingRoutes = routes.app;

// POST /bookings/create — a visit; 409 BOOKING_CLASH when the person is already booked then (allowClash books anyway)
routes.create('/bookings/create', {
  access: { role: 'staff' },
  summary: 'Create a booking (a reference number like B-2026-0042 is given)',
  conflict: CLASH,
  body: bookingInput,
  response: bookingSchema,
  useCase: createBooking,
});

// GET /bookings/details/{id} — the booking with its customer, animals, planned services and the reminder's answer
routes.details('/bookings/details/{id}', {
  access: { role: 'staff' },
  summary: 'A booking with its customer, animals, planned services and the customer’s answer',
  response: bookingSchema,
  useCase: getBooking,
});

// PUT /bookings/update/{id} — replaces the booking's fields; a new start time sends a new reminder
routes.update('/bookings/update/{id}', {
  access: { role: 'staff' },
  summary:
    'Update a booking (all fields, as the form sends them). An edit that keeps the times is allowed for past ' +
    'visits; a new start time resets the reminder and the customer’s answer.',
  conflict: CLASH,
  body: bookingInput,
  response: bookingSchema,
  useCase: updateBooking,
});

// GET /bookings/list — the calendar: ?from/?to (Swedish days), ?staffId, ?customerId, ?animalId, ?status, pages
routes.list('/bookings/list', {
  access: { role: 'staff' },
  summary:
    'Bookings in start order overlapping ?from…?to (YYYY-MM-DD, Swedish days, inclusive); ?staffId, ?customerId, ' +
    '?animalId, ?status=all|active|cancelled|completed (deleted ones never), ?cursor, ?limit ≤ 2000 (default 500)',
  query: bookingListQuery,
  row: bookingRowSchema,
  useCase: listBookings,
});

// PATCH /bookings/update-status/{id} — active → completed | cancelled | deleted; cancelled → active | deleted;
// completed → active (reopen) | deleted; anything else 409 INVALID_TRANSITION
routes.updateStatus('/bookings/update-status/{id}', {
  access: { role: 'staff' },
  summary:
    'Change a booking’s status: active → completed | cancelled | deleted, cancelled → active | deleted, ' +
    'completed → active | deleted (409 INVALID_TRANSITION otherwise). Completing sets each animal’s latest and next ' +
    'visit; reopening (completed → active) or deleting a completed booking puts them back as they were, unless a ' +
    'later visit has been recorded since.',
  conflict:
    'INVALID_TRANSITION: the booking’s status does not allow the change (`details.status` is the current one)',
  body: bookingStatusInput,
  response: bookingStatusResultSchema,
  useCase: setBookingStatus,
});

// GET /bookings/history/{id} — who created, changed, completed, reopened or cancelled the booking, when
routes.history('/bookings/history/{id}', {
  access: { role: 'staff' },
  summary:
    'The booking’s history, oldest first: created, updated (the names of the fields that changed), status_changed ' +
    '(from, to), with who and when. Ids, field names and statuses only.',
  useCase: bookingHistory,
});

// GET /bookings/people — whom a booking can be given to: the account's active people with title and calendar colour
routes.suggestions('/bookings/people', {
  access: { role: 'staff' },
  summary: 'The account’s active people a booking can be given to (staffId), the owner first, then by name',
  description:
    'Every member of the account may read it (the calendar’s person filter and the form’s "who comes"): id, name, ' +
    'title and calendar colour only. A deactivated member, or one who has not accepted the invitation, is not listed.',
  query: z.object({}),
  row: bookingPersonSchema,
  answers: 'People',
  useCase: (ctx) => listBookingPeople(ctx),
});
