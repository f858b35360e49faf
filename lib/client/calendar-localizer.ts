// react-big-calendar's date localizer (date-fns, with the British English and Swedish locales: both weeks start on
// Monday) and the calendar's formats: 24-hour times in both languages, the day before the month as lib/format.ts
// writes dates ("14 March 2026" / "14 mars 2026"). The screens format calendar dates through here only.
import { format, getDay, startOfWeek } from 'date-fns';
import { enGB, sv } from 'date-fns/locale';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';
import { toCalendarDate } from '@/lib/calendar-dates';

const LOCALES = { en: enGB, sv };
type CalendarLocale = keyof typeof LOCALES;

const localeOf = (culture: string | undefined) => LOCALES[(culture as CalendarLocale) ?? 'en'] ?? enGB;

export const calendarLocalizer = dateFnsLocalizer({
  format,
  startOfWeek,
  getDay,
  // The calendar never parses text.
  parse: () => new Date(Number.NaN),
  locales: LOCALES,
});

const at = (value: Date, pattern: string, culture?: string) =>
  format(value, pattern, { locale: localeOf(culture) });

const timeRange = ({ start, end }: { start: Date; end: Date }) => `${at(start, 'HH:mm')}–${at(end, 'HH:mm')}`;

/** The calendar's labels: "Mon 14", "9–15 March 2026", "Tuesday 14 March", 09:00–10:00. */
export const calendarFormats: Formats = {
  timeGutterFormat: (date) => at(date, 'HH:mm'),
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${at(start, 'HH:mm')} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${at(end, 'HH:mm')}`,
  selectRangeFormat: timeRange,
  agendaTimeFormat: (date) => at(date, 'HH:mm'),
  agendaTimeRangeFormat: timeRange,
  dateFormat: (date, culture) => at(date, 'd', culture),
  dayFormat: (date, culture) => at(date, 'EEE d', culture),
  weekdayFormat: (date, culture) => at(date, 'EEE', culture),
  monthHeaderFormat: (date, culture) => at(date, 'LLLL yyyy', culture),
  dayHeaderFormat: (date, culture) => at(date, 'EEEE d MMMM yyyy', culture),
  dayRangeHeaderFormat: ({ start, end }, culture) =>
    start.getMonth() === end.getMonth()
      ? `${at(start, 'd', culture)}–${at(end, 'd MMMM yyyy', culture)}`
      : `${at(start, 'd MMM', culture)} – ${at(end, 'd MMM yyyy', culture)}`,
  agendaHeaderFormat: ({ start, end }, culture) =>
    `${at(start, 'd MMM', culture)} – ${at(end, 'd MMM yyyy', culture)}`,
  agendaDateFormat: (date, culture) => at(date, 'EEE d MMM', culture),
};

/** "Tue 14 March" / "tis 14 mars": a visit's day where the year goes without saying (the move question). */
export function formatVisitDay(date: string, locale: string): string {
  return at(toCalendarDate(date), 'EEE d MMMM', locale);
}

/** "Tuesday 14 March 2026" / "tisdag 14 mars 2026": a visit's day on its own page. */
export function formatVisitDate(date: string, locale: string): string {
  return at(toCalendarDate(date), 'EEEE d MMMM yyyy', locale);
}
