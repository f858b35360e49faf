'use client';
// /booking-management: the bookings in a calendar (react-big-calendar) by month, week, day or as an agenda, in
// Swedish time with Monday weeks and a 24-hour clock. It loads the visible range (bookings/list?from&to), opens a
// booking on tap, moves or resizes an active one by dragging (after a question), and turns an empty slot into a new
// booking. A phone opens on the agenda with a New booking button under the thumb, and has no week view: seven columns
// of 45 px cut every visit to a letter or two, so a week asked for there shows its day (the month shows each visit as
// its start time, calendar-event.tsx). The view and the date are kept in the address (?view=&date=), so Back from a
// booking returns to the same place.
import './booking-calendar.css';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  Calendar,
  type Components,
  type HeaderProps,
  type Messages,
  type SlotInfo,
  type View,
} from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { ErrorState } from '@/components/list';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import {
  AGENDA_DAYS,
  calendarNow,
  fromCalendarDate,
  isCalendarView,
  toCalendarDate,
  visibleRange,
  type CalendarView,
} from '@/lib/calendar-dates';
import { calendarFormats, calendarLocalizer } from '@/lib/client/calendar-localizer';
import { cn } from '@/lib/cn';
import { bookingQueries } from '@/lib/client/queries/bookings';
import { bookingHref } from './booking-names';
import {
  AgendaEvent,
  CalendarEvent,
  MonthEvent,
  eventClassName,
  eventStyle,
  toCalendarBooking,
  type CalendarBooking,
} from './calendar-event';
import { CalendarLoading, CalendarToolbar } from './calendar-toolbar';
import { PersonFilter } from './person-filter';
import { useBookingMove } from './use-booking-move';
import { usePeople } from './use-people';
import { usePhoneWidth } from './use-phone-width';

const DragAndDropCalendar = withDragAndDrop<CalendarBooking>(Calendar);

/**
 * A day's heading in the week and day views. The library's own is a table's column header, but there it stands in a
 * button with no table around it, which leaves screen readers a header of nothing (axe: aria-required-parent); the
 * month keeps the library's, inside its table's header row.
 */
function DayHeading({ label }: HeaderProps) {
  return <span>{label}</span>;
}

const COMPONENTS: Components<CalendarBooking> = {
  toolbar: CalendarToolbar,
  event: CalendarEvent,
  month: { event: MonthEvent },
  week: { header: DayHeading },
  day: { header: DayHeading },
  agenda: { event: AgendaEvent },
};

/**
 * The month view is a table whose week rows also hold the visits, each a button straight in the row; a row holds
 * cells only (axe: aria-required-children), so each slot of a visit row is made a cell. The library draws those rows
 * anew as the month changes: every row it adds gets its cells. The table is named in the page's language too.
 */
function useMonthTable(container: RefObject<HTMLDivElement | null>, label: string) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const complete = () => {
      for (const slot of root.querySelectorAll(
        '.rbc-month-view .rbc-row-content .rbc-row-segment:not([role])',
      ))
        slot.setAttribute('role', 'cell');
      root.querySelector('.rbc-month-view[role=table]')?.setAttribute('aria-label', label);
    };
    complete();
    const observer = new MutationObserver(complete);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, label]);
}

/** The views a screen offers: a phone's are those it can show readably. */
const VIEWS: Record<'phone' | 'wide', CalendarView[]> = {
  phone: ['month', 'day', 'agenda'],
  wide: ['month', 'week', 'day', 'agenda'],
};

/** Slots of 15 minutes, four to the hour; the day view opens scrolled to the working morning. */
const STEP_MINUTES = 15;
const MORNING = '07:00';

interface BookingCalendarProps {
  /** From the address (?view=&date=); otherwise agenda on a phone, week elsewhere, today. */
  initialView?: CalendarView;
  initialDate?: string;
  /** ?staff=: one person's bookings (the person filter). */
  initialStaffId?: string;
}

export function BookingCalendar(props: BookingCalendarProps) {
  const t = useTranslations('bookings.calendar');
  const phone = usePhoneWidth();
  if (phone === undefined) return <PageSpinner label={t('loading')} />;
  return <CalendarScreen {...props} phone={phone} />;
}

/** The link that starts a new booking, with the slot's times when there is one. */
function addHref(times?: { startDate: string; startTime?: string; endDate?: string; endTime?: string }) {
  if (!times) return '/booking-add';
  const query = new URLSearchParams(
    Object.entries(times).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `/booking-add?${query.toString()}`;
}

function CalendarScreen({
  initialView,
  initialDate,
  initialStaffId,
  phone,
}: BookingCalendarProps & { phone: boolean }) {
  const t = useTranslations('bookings.calendar');
  const locale = useLocale();
  const router = useRouter();
  const people = usePeople();
  const [asked, setView] = useState<CalendarView>(initialView ?? (phone ? 'agenda' : 'week'));
  const views = VIEWS[phone ? 'phone' : 'wide'];
  // A week on a phone (a link from a wider screen, or the phone turned) shows the day of its date.
  const view: CalendarView = views.includes(asked) ? asked : 'day';
  const [date, setDate] = useState<Date>(() => (initialDate ? toCalendarDate(initialDate) : calendarNow()));
  const [staffId, setStaffId] = useState(initialStaffId ?? '');
  const coloured = people.length > 1;
  const range = visibleRange(view, date);
  const day = fromCalendarDate(date).date;
  // A new Date on every render would scroll the day back to the morning whenever the bookings refresh.
  const scrollToTime = useMemo(() => toCalendarDate(day, MORNING), [day]);
  const bookings = useQuery(bookingQueries.range({ ...range, ...(staffId ? { staffId } : {}) }));
  const move = useBookingMove();
  const calendarBox = useRef<HTMLDivElement>(null);
  useMonthTable(calendarBox, t('month'));

  /** The view and the date into the address without a navigation (Back from a booking comes back here). */
  const remember = useCallback((nextView: CalendarView, nextDate: Date, person: string) => {
    const query = new URLSearchParams({ view: nextView, date: fromCalendarDate(nextDate).date });
    if (person) query.set('staff', person);
    window.history.replaceState(window.history.state, '', `?${query.toString()}`);
  }, []);

  const events = useMemo(
    () =>
      (bookings.data ?? []).map((row) => {
        const moved = move.moved[row.id];
        return toCalendarBooking(moved ? { ...row, ...moved } : row);
      }),
    [bookings.data, move.moved],
  );

  const messages: Messages<CalendarBooking> = useMemo(
    () => ({
      today: t('today'),
      previous: t('previous'),
      next: t('next'),
      month: t('month'),
      week: t('week'),
      day: t('day'),
      agenda: t('agenda'),
      date: t('date'),
      time: t('time'),
      event: t('event'),
      allDay: t('allDay'),
      noEventsInRange: t('noEvents'),
      showMore: (count: number) => t('showMore', { count }),
    }),
    [t],
  );

  const loading = bookings.isFetching;

  const open = (event: CalendarBooking) => router.push(bookingHref(event.id));

  const onSelectSlot = (slot: SlotInfo) => {
    const start = fromCalendarDate(slot.start);
    // A day of the month view: that day, at a time the form proposes.
    if (view === 'month') {
      router.push(addHref({ startDate: start.date }));
      return;
    }
    // A tap is one 15-minute slot: the visit gets the form's hour; a dragged range keeps its length.
    const end = slot.action === 'select' ? fromCalendarDate(slot.end) : undefined;
    router.push(
      addHref({ startDate: start.date, startTime: start.time, endDate: end?.date, endTime: end?.time }),
    );
  };

  const onMove = ({ event, start, end }: EventInteractionArgs<CalendarBooking>) =>
    move.ask(event.booking, new Date(start), new Date(end));

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {people.length > 1 && (
              <PersonFilter
                people={people}
                value={staffId}
                onChange={(person) => {
                  setStaffId(person);
                  remember(view, date, person);
                }}
              />
            )}
            <Button asChild className="max-sm:hidden">
              <Link href={addHref()}>
                <PlusIcon className="size-4" />
                {t('newBooking')}
              </Link>
            </Button>
          </>
        }
      />

      {bookings.isError && !bookings.isFetching && (
        <ErrorState
          className="mb-4 py-6"
          error={bookings.error}
          title={t('error')}
          onRetry={() => void bookings.refetch()}
        />
      )}

      <div
        ref={calendarBox}
        className={cn(
          'booking-calendar',
          // Month, week and day fill the screen (the time views scroll inside); the agenda takes the page's scroll.
          view === 'agenda' ? '[&_.rbc-agenda-view]:overflow-visible' : 'h-[max(34rem,calc(100dvh-14rem))]',
          // The floating button must not cover the last visit.
          phone && 'pb-20',
        )}
        aria-busy={loading || undefined}
      >
        <CalendarLoading value={loading}>
          <DragAndDropCalendar
            localizer={calendarLocalizer}
            culture={locale}
            formats={calendarFormats}
            messages={messages}
            events={events}
            views={views}
            view={view}
            onView={(next: View) => {
              if (!isCalendarView(next)) return;
              setView(next);
              remember(next, date, staffId);
            }}
            date={date}
            onNavigate={(next: Date) => {
              setDate(next);
              remember(view, next, staffId);
            }}
            getNow={calendarNow}
            length={AGENDA_DAYS}
            step={STEP_MINUTES}
            timeslots={60 / STEP_MINUTES}
            scrollToTime={scrollToTime}
            popup
            selectable
            onSelectSlot={onSelectSlot}
            onSelectEvent={open}
            onKeyPressEvent={(event, press) => {
              const key = (press as { key?: string }).key;
              if (key === 'Enter' || key === ' ') open(event);
            }}
            draggableAccessor={(event) => event.booking.status === 'active'}
            resizableAccessor={(event) => event.booking.status === 'active'}
            onEventDrop={onMove}
            onEventResize={onMove}
            eventPropGetter={(event) => ({
              className: eventClassName(event),
              style: eventStyle(event, coloured),
            })}
            components={COMPONENTS}
            style={{ height: view === 'agenda' ? undefined : '100%' }}
            // Visits at the same time side by side, none hidden under another.
            dayLayoutAlgorithm="no-overlap"
          />
        </CalendarLoading>
      </div>

      {/* Under the thumb on a phone, above the bottom tab bar. */}
      <Button
        asChild
        size="lg"
        className="fixed right-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 rounded-full shadow-lg sm:hidden"
      >
        <Link href={addHref()}>
          <PlusIcon />
          {t('newBooking')}
        </Link>
      </Button>

      {move.dialog}
    </div>
  );
}
