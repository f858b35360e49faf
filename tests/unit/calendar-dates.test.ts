// The booking calendar's dates (lib/calendar-dates.ts): Swedish wall-clock times as the calendar's local Dates, the
// range each view asks bookings/list for (weeks from Monday), and the end that follows the start in the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMinutes,
  calendarNow,
  followingEnd,
  fromCalendarDate,
  nextWholeHour,
  parseClockTime,
  parsePlainDate,
  toCalendarDate,
  visibleRange,
} from '@/lib/calendar-dates';
import { calendarFormats, calendarLocalizer, formatVisitDay } from '@/lib/client/calendar-localizer';

describe('calendar dates', () => {
  // A browser far from Sweden: the calendar still shows Swedish times.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('carries the Swedish wall clock in the local fields, both ways', () => {
    const date = toCalendarDate('2026-03-14', '09:05');
    expect([date.getDate(), date.getHours(), date.getMinutes()]).toEqual([14, 9, 5]);
    expect(fromCalendarDate(date)).toEqual({ date: '2026-03-14', time: '09:05' });
    // 07:30 UTC in summer is 09:30 in Sweden, wherever the browser is.
    expect(fromCalendarDate(calendarNow(new Date('2026-07-01T07:30:00Z')))).toEqual({
      date: '2026-07-01',
      time: '09:30',
    });
  });

  it('asks for whole weeks from Monday in the month view', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(visibleRange('month', toCalendarDate('2026-03-14'))).toEqual({
      from: '2026-02-23',
      to: '2026-04-05',
    });
    // February 2027 starts on a Monday and ends on a Sunday: exactly its own days.
    expect(visibleRange('month', toCalendarDate('2027-02-10'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });

  it('asks for Monday to Sunday in the week view, the day in the day view, 30 days in the agenda', () => {
    expect(visibleRange('week', toCalendarDate('2026-03-14'))).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    // A Sunday belongs to the week that started the Monday before.
    expect(visibleRange('week', toCalendarDate('2026-03-15'))).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(visibleRange('week', toCalendarDate('2026-12-31'))).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(visibleRange('day', toCalendarDate('2026-03-29'))).toEqual({
      from: '2026-03-29',
      to: '2026-03-29',
    });
    expect(visibleRange('agenda', toCalendarDate('2026-03-14'))).toEqual({
      from: '2026-03-14',
      to: '2026-04-13',
    });
  });

  it('moves the end with the start, keeping the visit’s length (an hour by default)', () => {
    expect(addMinutes({ date: '2026-12-31', time: '23:30' }, 60)).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
    const start = { date: '2026-03-14', time: '09:00' };
    // An hour and a half, moved to the next day and later in it.
    expect(
      followingEnd(start, { date: '2026-03-14', time: '10:30' }, { date: '2026-03-15', time: '13:00' }),
    ).toEqual({ date: '2026-03-15', time: '14:30' });
    // No end yet, or one before the start: an hour.
    expect(followingEnd(start, { date: '', time: '' }, { date: '2026-03-14', time: '10:00' })).toEqual({
      date: '2026-03-14',
      time: '11:00',
    });
    expect(
      followingEnd(start, { date: '2026-03-14', time: '08:00' }, { date: '2026-03-14', time: '23:30' }),
    ).toEqual({ date: '2026-03-15', time: '00:30' });
  });

  it('starts a new booking at the next whole hour in Sweden', () => {
    expect(nextWholeHour(new Date('2026-03-14T08:20:00Z'))).toEqual({ date: '2026-03-14', time: '10:00' });
    expect(nextWholeHour(new Date('2026-03-14T22:59:00Z'))).toEqual({ date: '2026-03-15', time: '00:00' });
  });

  it('takes only real dates and 24-hour times from the address', () => {
    expect(parsePlainDate('2026-03-14')).toBe('2026-03-14');
    expect(parsePlainDate('2026-02-30')).toBeUndefined();
    expect(parsePlainDate('14/3')).toBeUndefined();
    expect(parseClockTime('09:00')).toBe('09:00');
    expect(parseClockTime('24:00')).toBeUndefined();
    expect(parseClockTime('9am')).toBeUndefined();
  });

  it('starts weeks on Monday and shows 24-hour times in English and Swedish', () => {
    expect(calendarLocalizer.startOfWeek('en')).toBe(1);
    expect(calendarLocalizer.startOfWeek('sv')).toBe(1);
    const start = toCalendarDate('2026-03-14', '13:00');
    const end = toCalendarDate('2026-03-14', '14:30');
    const range = calendarFormats.eventTimeRangeFormat as (r: { start: Date; end: Date }) => string;
    expect(range({ start, end })).toBe('13:00–14:30');
    expect(formatVisitDay('2026-03-17', 'en')).toBe('Tue 17 March');
    expect(formatVisitDay('2026-03-17', 'sv')).toBe('tis 17 mars');
  });
});
