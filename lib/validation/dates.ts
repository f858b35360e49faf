// Plain calendar dates (YYYY-MM-DD) as forms send them and Postgres `date` stores them; "today" is Stockholm's.
import { todayInStockholm } from '@/lib/time-zone';
import { requiredString } from './fields';

/** Years outside this range are typing mistakes, and year 0 would not fit a Postgres date. */
const YEAR_MIN = 1900;
const YEAR_MAX = 2999;

export function isRealIsoDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < YEAR_MIN || year > YEAR_MAX) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** `date` plus a number of days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDate = () => requiredString().trim().refine(isRealIsoDate, 'validation.date');

/** A real date that is not later than today in Sweden (birth dates, past treatments). */
export const pastOrTodayDate = () =>
  isoDate().refine((v) => !isRealIsoDate(v) || v <= todayInStockholm(), 'validation.dateInFuture');
