// Bookings as the record kit sees them: a record with a life. Its statuses and the changes between them are the
// server's (BOOKING_TRANSITIONS), offered as Done, Reopen, Reactivate, Cancel and Delete under bookings.actions;
// its number is the reference (B-2026-0042); its lines are the horses and the planned services; its history names
// the start and end dates and times together as "time" and the address's fields as "address".
import { recordResource, type StatusAction, type StatusMachine } from '@/components/record/record-resource';
import { CheckIcon, CloseIcon, TrashIcon, UndoIcon } from '@/components/ui/icons';
import type { Booking, BookingStatus } from '@/lib/client/booking-api';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { BOOKING_TRANSITIONS } from '@/lib/validation/booking';
import { BookingStatusBadge } from './booking-badges';
import { ADDRESS_FIELDS, NEW_SERVICE_LINE, TIME_FIELDS } from './booking-form-values';
import { customerName, horseNames } from './booking-names';

const ACTIONS: Record<Exclude<BookingStatus, 'active'>, StatusAction> = {
  completed: { key: 'complete', Icon: CheckIcon, variant: 'primary' },
  cancelled: { key: 'cancel', Icon: CloseIcon, variant: 'secondary', danger: true },
  deleted: { key: 'delete', Icon: TrashIcon, variant: 'ghost', danger: true },
};
/** Back to active: a cancelled visit is booked again; a completed one is reopened (its horses' dates go back). */
const REACTIVATE: StatusAction = { key: 'reactivate', Icon: UndoIcon, variant: 'secondary' };
const REOPEN: StatusAction = { key: 'reopen', Icon: UndoIcon, variant: 'secondary' };

export const BOOKING_STATUS_MACHINE: StatusMachine<BookingStatus> = {
  transitions: BOOKING_TRANSITIONS,
  order: ['completed', 'active', 'cancelled', 'deleted'],
  action: (from, to) => (to !== 'active' ? ACTIONS[to] : from === 'completed' ? REOPEN : REACTIVATE),
  messages: 'actions',
  cancel: 'keep',
  labels: 'bookings.status',
  Badge: BookingStatusBadge,
};

export const BOOKINGS = recordResource({
  namespace: 'bookings',
  route: 'booking',
  queries: bookingQueries,
  name: (booking: Booking) =>
    [customerName(booking), horseNames(booking)].filter(Boolean).join(' · ') || booking.referenceNumber,
  number: (booking) => booking.referenceNumber,
  statuses: BOOKING_STATUS_MACHINE,
  lines: { animalIds: '', services: { ...NEW_SERVICE_LINE } },
  historyGroups: { time: TIME_FIELDS, address: ADDRESS_FIELDS },
});
