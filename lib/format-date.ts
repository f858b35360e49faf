// The app's date format without React: lib/format.ts hands it to the screens (with useFormat()), and server code — the
// reminder mails, also in the job worker — imports it from here, since lib/format.ts's hook would pull next-intl's
// React entry into the server bundles.
import { TIME_ZONE } from './time-zone';

/** Intl locale per app language: English with European day-month order, Swedish as in Sweden. */
const INTL_LOCALE: Record<string, string> = { en: 'en-GB', sv: 'sv-SE' };
export const intlLocale = (locale: string) => INTL_LOCALE[locale] ?? locale;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = string | Date | null | undefined;

/**
 * A plain date ("2026-03-14", as `date` columns come) is a calendar day: shown as that day everywhere. An instant
 * (ISO timestamp or Date) is shown as the day it is in Stockholm.
 */
export function toDate(value: DateInput): { date: Date; timeZone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && PLAIN_DATE.test(value)) {
    const date = new Date(`${value}T12:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: TIME_ZONE };
}

/**
 * The app's one date format per language, on every screen: "14 March 2026" / "14 mars 2026" (the day, the month
 * written out, the year — unambiguous in both languages, and what the emails say too). Screens call this (or
 * useFormat().date) instead of Intl or toLocaleDateString: tests/unit/date-format.test.ts holds them to it.
 */
const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "14 March 2026" / "14 mars 2026"; '' for a missing or unreadable value. */
export function formatDate(value: DateInput, locale: string): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_OPTIONS, timeZone: parsed.timeZone }).format(
    parsed.date,
  );
}

/**
 * "27 Nov" / "27 nov": a day in the weeks ahead, where the year goes without saying (a horse's booked visit). Swedish
 * abbreviations are written without Intl's full stop, as Swedish text writes them beside a number.
 */
export function formatDayMonth(value: DateInput, locale: string): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: parsed.timeZone,
  })
    .format(parsed.date)
    .replace(/\.$/, '');
}
