'use client';
// Dragging a booking to another time, or resizing it: the event stays where it was dropped while the farrier is
// asked ("Move the visit to Tue 14 March, 09:00–10:00?"); yes saves the new Swedish date and time (PUT
// bookings/update/{id}), a clash with another visit asks "Book anyway?" and saves again with allowClash; no, or any
// other failure (with a toast), puts the event back.
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState, type ReactElement } from 'react';
import { useErrorMessage } from '@/components/list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/client/api-client';
import type { Booking, BookingRow } from '@/lib/client/booking-api';
import { fromCalendarDate } from '@/lib/calendar-dates';
import { formatVisitDay } from '@/lib/client/calendar-localizer';
import { bookingQueries, type BookingTimes } from '@/lib/client/queries/bookings';
import { queryKeys } from '@/lib/client/queries/keys';
import { toast } from '@/lib/client/toast';
import { customerName, horseNames } from './booking-names';

interface PendingMove {
  booking: BookingRow;
  times: BookingTimes;
  /** The server said the new time clashes: its message, and the question is "Book anyway?". */
  clash?: string;
}

export interface BookingMove {
  /** Asks about moving the booking to the dropped times (the calendar's Dates). */
  ask: (booking: BookingRow, start: Date, end: Date) => void;
  /** Bookings shown at their dropped times while the question is open or the save runs. */
  moved: Record<string, BookingTimes>;
  dialog: ReactElement;
}

/** "Tue 14 March, 09:00–10:00", or both days when the visit runs past midnight. */
export function useDescribeTimes() {
  const locale = useLocale();
  return ({ startDate, startTime, endDate, endTime }: BookingTimes) =>
    startDate === endDate
      ? `${formatVisitDay(startDate, locale)}, ${startTime}–${endTime}`
      : `${formatVisitDay(startDate, locale)}, ${startTime} – ${formatVisitDay(endDate, locale)}, ${endTime}`;
}

export function useBookingMove(): BookingMove {
  const t = useTranslations('bookings.move');
  const errorMessage = useErrorMessage();
  const describe = useDescribeTimes();
  const client = useQueryClient();
  const mutation = bookingQueries.useMove();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const moved = useMemo<Record<string, BookingTimes>>(
    () => (pending ? { [pending.booking.id]: pending.times } : {}),
    [pending],
  );

  function ask(booking: BookingRow, start: Date, end: Date) {
    const from = fromCalendarDate(start);
    const to = fromCalendarDate(end);
    const times = { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
    const same =
      times.startDate === booking.startDate &&
      times.startTime === booking.startTime &&
      times.endDate === booking.endDate &&
      times.endTime === booking.endTime;
    if (!same) setPending({ booking, times });
  }

  /** The saved booking into every calendar range at once, so the event does not jump back before the refetch. */
  function showSaved(saved: Booking) {
    client.setQueriesData<BookingRow[]>({ queryKey: queryKeys.bookings.lists }, (rows) =>
      rows?.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)),
    );
  }

  function save() {
    if (!pending) return;
    const { booking, times, clash } = pending;
    mutation.mutate(
      { id: booking.id, times, allowClash: clash !== undefined },
      {
        onSuccess: (saved) => {
          showSaved(saved);
          setPending(null);
          toast.success(t('done', { when: describe(times) }));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'BOOKING_CLASH' && clash === undefined) {
            setPending({ booking, times, clash: error.message });
            return;
          }
          setPending(null);
          toast.error(errorMessage(error));
        },
      },
    );
  }

  const who = pending ? [customerName(pending.booking), horseNames(pending.booking)].filter(Boolean) : [];
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={
        pending?.clash !== undefined
          ? t('clashTitle')
          : pending
            ? t('title', { when: describe(pending.times) })
            : ''
      }
      description={pending?.clash ?? (who.length > 0 ? t('text', { who: who.join(' · ') }) : t('textNoOne'))}
      confirmLabel={pending?.clash !== undefined ? t('clashConfirm') : t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={save}
      busy={mutation.isPending}
    />
  );

  return { ask, moved, dialog };
}
