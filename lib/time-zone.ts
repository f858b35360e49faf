// The business's time zone: "today", due dates, overdue visits and job schedules are Swedish time, whatever the time
// zone of the server or the browser.
export const TIME_ZONE = 'Europe/Stockholm';

/** The calendar day in Sweden as YYYY-MM-DD (to compare with plain dates); `now` may be any instant. */
export function todayInStockholm(now = new Date()): string {
  // The sv-SE format of a date is ISO 8601: 2026-03-14.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(now);
}
