'use client';
// A booking as the calendar shows it: the customer and the horses, the status (cancelled struck through, done muted;
// said in words to screen readers) and the customer's answer to the reminder (✓ / ✗ with its words). In the agenda
// the booking is a link to its page; in the other views react-big-calendar's event (a button) opens it.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { EventProps } from 'react-big-calendar';
import type { BookingRow } from '@/lib/client/booking-api';
import { toCalendarDate } from '@/lib/calendar-dates';
import { cn } from '@/lib/cn';
import { BookingResponseMark, BookingStatusBadge } from './booking-badges';
import { bookingHref, customerName, horseNames } from './booking-names';

/** react-big-calendar's event: the booking with its Swedish times as the calendar's Dates. */
export interface CalendarBooking {
  id: string;
  /** The tooltip and the fallback text: "Maja Berg · Blesse, Kanel". */
  title: string;
  start: Date;
  end: Date;
  booking: BookingRow;
}

export function toCalendarBooking(booking: BookingRow): CalendarBooking {
  return {
    id: booking.id,
    title: [customerName(booking), horseNames(booking)].filter(Boolean).join(' · '),
    start: toCalendarDate(booking.startDate, booking.startTime),
    end: toCalendarDate(booking.endDate, booking.endTime),
    booking,
  };
}

/** The event's classes: its status and answer (styled in booking-calendar.css). */
export function eventClassName({ booking }: CalendarBooking): string {
  return cn('booking-event', `booking-event--${booking.status}`);
}

/**
 * The person's calendar colour as a stripe down the event's left edge (an inset shadow: the status keeps its border
 * and background, and the text its contrast). Only where the account has more than one person.
 */
export function eventStyle({ booking }: CalendarBooking, coloured: boolean): CSSProperties | undefined {
  if (!coloured || !booking.staffColor) return undefined;
  return { boxShadow: `inset 5px 0 0 ${booking.staffColor}`, paddingLeft: '9px' };
}

/** The customer first (the horses below); a booking without a customer leads with its horses. */
function EventText({ booking }: { booking: BookingRow }) {
  const t = useTranslations('bookings');
  const customer = customerName(booking);
  const horses = horseNames(booking);
  return (
    <>
      <span className="booking-event-customer">
        {customer || horses || t('event.noCustomer')}
        <BookingResponseMark response={booking.response} />
      </span>
      {customer && horses && <span className="booking-event-horses">{horses}</span>}
    </>
  );
}

/** Month, week and day views. */
export function CalendarEvent({ event }: EventProps<CalendarBooking>) {
  const t = useTranslations('bookings.status');
  const { booking } = event;
  return (
    <span className="booking-event-body">
      <EventText booking={booking} />
      {booking.status !== 'active' && <span className="sr-only">, {t(booking.status)}</span>}
    </span>
  );
}

/**
 * The month view's event: react-big-calendar gives it no tab stop (the week and day views' events have one), so its
 * body takes one. Enter and Space reach the calendar's key handler, which opens the booking, as a click does. On a
 * phone a day is 47 px wide: the event shows its start time there, which fits, and says who to screen readers
 * (booking-calendar.css); wider, it shows who.
 */
export function MonthEvent(props: EventProps<CalendarBooking>) {
  return (
    <span role="button" tabIndex={0} className="booking-event-focus">
      <span className="booking-event-time" aria-hidden="true">
        {props.event.booking.startTime}
      </span>
      <CalendarEvent {...props} />
    </span>
  );
}

/** The agenda's row: a link to the booking, with its status in words when it is not simply booked. */
export function AgendaEvent({ event }: EventProps<CalendarBooking>) {
  const { booking } = event;
  return (
    <Link
      href={bookingHref(booking.id)}
      // The agenda's cell opens the booking on click too: one navigation is enough.
      onClick={(click) => click.stopPropagation()}
      className={cn('booking-agenda-link', `booking-event--${booking.status}`)}
    >
      <span className="booking-event-body">
        <EventText booking={booking} />
      </span>
      {booking.status !== 'active' && <BookingStatusBadge status={booking.status} />}
    </Link>
  );
}
