// The business's time zone: "today", due dates, overdue visits and job schedules are Swedish time, whatever the time
// zone of the server or the browser.
export const TIME_ZONE = 'Europe/Stockholm';

/** The calendar day in Sweden as YYYY-MM-DD (to compare with plain dates); `now` may be any instant. */
export function todayInStockholm(now = new Date()): string {
  // The sv-SE format of a date is ISO 8601: 2026-03-14.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(now);
}

/** Made once: building a DateTimeFormat costs far more than using one. */
const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in Sweden. */
export function stockholmParts(instant: Date): { date: string; time: string } {
  const parts = wallClock.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Minutes Sweden is ahead of UTC at an instant (60 in winter, 120 in summer). */
function stockholmOffsetMinutes(instant: Date): number {
  const { date, time } = stockholmParts(instant);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Swedish wall-clock date and time. In the autumn hour that occurs twice the first (summer time)
 * is taken; a spring time that does not exist (02:30 on the last Sunday of March) moves forward an hour, as clocks do.
 */
export function stockholmInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall - stockholmOffsetMinutes(new Date(wall)) * 60_000;
  guess = wall - stockholmOffsetMinutes(new Date(guess)) * 60_000;
  const summer = wall - 120 * 60_000;
  // Prefer the earlier reading when both offsets give the same wall time.
  if (
    summer < guess &&
    stockholmParts(new Date(summer)).time === time &&
    stockholmParts(new Date(summer)).date === date
  )
    return new Date(summer);
  return new Date(guess);
}
