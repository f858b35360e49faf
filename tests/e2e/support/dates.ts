// Days as the browser tests need them: relative to today in Sweden, and as the English screens show a plain date.
import { todayInStockholm } from '../../../lib/time-zone';

/** Today in Sweden plus `days`, as YYYY-MM-DD. */
export function isoDay(days: number): string {
  const d = new Date(`${todayInStockholm()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A plain date as the English screens show it: "14 March 2026" (lib/format.ts, one format per language). */
export const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
