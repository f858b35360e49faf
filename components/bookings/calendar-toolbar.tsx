'use client';
// The calendar's own toolbar (react-big-calendar's is too small to tap): Today, back and next, the period shown, and
// the view switcher as pressed buttons (the views the screen offers) — all 44 px targets, the switcher a full-width
// row on a 375 px phone.
import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import type { ToolbarProps } from 'react-big-calendar';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { CALENDAR_VIEWS } from '@/lib/calendar-dates';
import { cn } from '@/lib/cn';
import type { CalendarBooking } from './calendar-event';

/**
 * The bookings of a new period are on their way. A context, not a prop: react-big-calendar takes the toolbar as a
 * component type, and a new type for every change would remount it and take the focus off the button just pressed.
 */
export const CalendarLoading = createContext(false);

export function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps<CalendarBooking>) {
  const t = useTranslations('bookings.calendar');
  const loading = useContext(CalendarLoading);
  // react-big-calendar hands over the views it was given, as a list.
  const offered = CALENDAR_VIEWS.filter((name) => (Array.isArray(views) ? views : []).includes(name));
  return (
    <div className="mb-3 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center gap-2">
        <div role="group" aria-label={t('navigationLabel')} className="flex shrink-0 items-center gap-1">
          <Button variant="secondary" onClick={() => onNavigate('TODAY')}>
            {t('today')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('previous')}
            title={t('previous')}
            onClick={() => onNavigate('PREV')}
          >
            <ChevronLeftIcon />
          </Button>
          <Button variant="ghost" aria-label={t('next')} title={t('next')} onClick={() => onNavigate('NEXT')}>
            <ChevronRightIcon />
          </Button>
        </div>
        <h2
          aria-live="polite"
          className="min-w-0 flex-1 text-base font-semibold break-words text-stone-900 first-letter:uppercase sm:text-lg"
        >
          {label}
        </h2>
        {loading && <Spinner className="size-5 shrink-0 text-brand-700" label={t('loading')} />}
      </div>
      <div
        role="group"
        aria-label={t('viewLabel')}
        className={cn(
          'grid gap-1 rounded-xl bg-stone-100 p-1 lg:inline-grid lg:w-auto',
          offered.length === 4 ? 'grid-cols-4' : 'grid-cols-3',
        )}
      >
        {offered.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-sm font-medium transition-colors',
              view === name
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-stone-700 hover:bg-white/60 hover:text-stone-900',
            )}
          >
            {t(name)}
          </button>
        ))}
      </div>
    </div>
  );
}
