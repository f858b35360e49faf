// The booking calendar's dates. Bookings are Swedish wall-clock times (Europe/Stockholm) whatever the browser's time
// zone, and react-big-calendar works in the browser's local time: the calendar gets "floating" Dates whose local
// fields are the Swedish wall clock (14 March 09:00 in Sweden is a Date of 14 March 09:00 local), so a farrier's
// laptop set to another zone still shows the visit at 09:00, and a dropped event's local fields are the new Swedish
// date and time. Pure functions, so the rules are tested without a browser (tests/unit/calendar-dates.test.ts).
import { stockholmParts } from './time-zone';
import { isRealIsoDate } from './validation/dates';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const isCalendarView = (value: unknown): value is CalendarView =>
  typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);

/** Days the agenda lists from its date on (react-big-calendar's default length). */
export const AGENDA_DAYS = 30;

/** A Swedish wall-clock date (YYYY-MM-DD) and time (HH:MM). */
export interface WallTime {
  date: string;
  time: string;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2})[:.](\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar's Date for a Swedish date and time: local fields = the Swedish wall clock. */
export function toCalendarDate(date: string, time = '00:00'): Date {
  const [, y, m, d] = PLAIN_DATE.exec(date) ?? [];
  const [, hh, mm] = CLOCK.exec(time) ?? [];
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh ?? 0), Number(mm ?? 0));
}

/** The Swedish date and time a calendar Date stands for. */
export function fromCalendarDate(value: Date): WallTime {
  return {
    date: `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`,
    time: `${pad(value.getHours())}:${pad(value.getMinutes())}`,
  };
}

/** "Now" as the calendar shows it: the Swedish wall clock (today's column, the current-time line). */
export function calendarNow(now = new Date()): Date {
  const { date, time } = stockholmParts(now);
  return toCalendarDate(date, time);
}

/** A date as YYYY-MM-DD from the calendar's Date (its local day). */
const isoDay = (value: Date) => fromCalendarDate(value).date;

/** Days added on the local calendar (no hour arithmetic, so daylight-saving days are whole days too). */
function addDays(value: Date, days: number): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate() + days);
}

/** Monday of the date's week (weeks start on Monday, as in Sweden). */
function startOfWeek(value: Date): Date {
  return addDays(value, -((value.getDay() + 6) % 7));
}

/**
 * The Swedish dates (both inclusive) a view shows around `date`: what bookings/list?from&to is asked for. The month
 * view shows whole weeks, from the Monday on or before the 1st to the Sunday on or after the last day.
 */
export function visibleRange(view: CalendarView, date: Date): { from: string; to: string } {
  switch (view) {
    case 'month': {
      const first = new Date(date.getFullYear(), date.getMonth(), 1);
      const last = new Date(date.getFullYear(), date.getMonth() + 1, 0);
      return { from: isoDay(startOfWeek(first)), to: isoDay(addDays(startOfWeek(last), 6)) };
    }
    case 'week': {
      const monday = startOfWeek(date);
      return { from: isoDay(monday), to: isoDay(addDays(monday, 6)) };
    }
    case 'day':
      return { from: isoDay(date), to: isoDay(date) };
    case 'agenda':
      return { from: isoDay(date), to: isoDay(addDays(date, AGENDA_DAYS)) };
  }
}

/** A wall-clock date and time `minutes` later (across midnight, months and years; no time zone involved). */
export function addMinutes({ date, time }: WallTime, minutes: number): WallTime {
  const [, y, m, d] = PLAIN_DATE.exec(date) ?? [];
  const [, hh, mm] = CLOCK.exec(time) ?? [];
  const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm) + minutes));
  return {
    date: `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`,
    time: `${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}`,
  };
}

/** Minutes from one wall-clock time to another; NaN when either is incomplete. */
function minutesBetween(from: WallTime, to: WallTime): number {
  const at = ({ date, time }: WallTime) => {
    const [, y, m, d] = PLAIN_DATE.exec(date) ?? [];
    const [, hh, mm] = CLOCK.exec(time) ?? [];
    if (!y || !hh) return Number.NaN;
    return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) / 60_000;
  };
  return at(to) - at(from);
}

/** A new booking lasts an hour unless said otherwise. */
export const DEFAULT_DURATION_MINUTES = 60;

/**
 * Where the end goes when the start changes: the visit keeps its length (an hour when there was none, or when the
 * end was before the start), so the end date follows the start date and the end time the start time.
 */
export function followingEnd(previousStart: WallTime, previousEnd: WallTime, nextStart: WallTime): WallTime {
  const length = minutesBetween(previousStart, previousEnd);
  const keep = Number.isFinite(length) && length > 0 ? length : DEFAULT_DURATION_MINUTES;
  return addMinutes(nextStart, keep);
}

/** A new booking's start when nothing else is given: the next whole hour in Sweden (today, or tomorrow at 00:00). */
export function nextWholeHour(now = new Date()): WallTime {
  const { date, time } = stockholmParts(now);
  const hour = Number(time.slice(0, 2));
  return addMinutes({ date, time: `${pad(hour)}:00` }, 60);
}

/** A YYYY-MM-DD from the address, or undefined when it is not a real date. */
export function parsePlainDate(value: unknown): string | undefined {
  return typeof value === 'string' && isRealIsoDate(value) ? value : undefined;
}

/** An HH:MM from the address (24-hour clock), or undefined. */
export function parseClockTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? value : undefined;
}
