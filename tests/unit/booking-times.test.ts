// The booking rules of spec 5 against a fixed clock, and Swedish wall-clock time across the summer-time changes.
import { describe, expect, it } from 'vitest';
import { checkBookingTimes } from '@/lib/validation/booking';
import { stockholmInstant, stockholmParts } from '@/lib/time-zone';

// 14:00 in Stockholm on 2026-03-14 (winter time, UTC+1).
const now = new Date('2026-03-14T13:00:00Z');
const times = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  startDate,
  startTime,
  endDate,
  endTime,
});

describe('checkBookingTimes', () => {
  it('accepts a visit later today, and one that began earlier today and ends later', () => {
    expect(checkBookingTimes(times('2026-03-14', '15:00', '2026-03-14', '16:00'), { now })).toEqual({});
    expect(checkBookingTimes(times('2026-03-14', '08:00', '2026-03-14', '14:30'), { now })).toEqual({});
  });

  it('refuses a start day in the past, an end before the start, and a visit already over (on both times)', () => {
    expect(checkBookingTimes(times('2026-03-13', '15:00', '2026-03-15', '16:00'), { now })).toEqual({
      startDate: 'validation.bookingStartPast',
    });
    expect(checkBookingTimes(times('2026-03-16', '15:00', '2026-03-15', '16:00'), { now })).toEqual({
      endDate: 'validation.bookingEndBeforeStart',
    });
    expect(checkBookingTimes(times('2026-03-16', '15:00', '2026-03-16', '14:59'), { now })).toEqual({
      endTime: 'validation.bookingEndTimeBeforeStart',
    });
    expect(checkBookingTimes(times('2026-03-14', '08:00', '2026-03-14', '13:59'), { now })).toEqual({
      startTime: 'validation.bookingStartTimePast',
      endTime: 'validation.bookingEndPast',
    });
    // A start day in the past says so on the day; the end, past too, on its time.
    expect(checkBookingTimes(times('2026-03-13', '08:00', '2026-03-13', '09:00'), { now })).toEqual({
      startDate: 'validation.bookingStartPast',
      endTime: 'validation.bookingEndPast',
    });
  });

  it('lets an unchanged past booking be saved (notes after the visit), but never with its end before its start', () => {
    const past = times('2026-03-10', '09:00', '2026-03-10', '10:00');
    expect(checkBookingTimes(past, { now, unchanged: true })).toEqual({});
    expect(checkBookingTimes({ ...past, endTime: '08:00' }, { now, unchanged: true })).toEqual({
      endTime: 'validation.bookingEndTimeBeforeStart',
    });
  });
});

describe('Swedish wall-clock time', () => {
  it.each([
    ['2026-01-15', '09:30', '2026-01-15T08:30:00.000Z'],
    ['2026-07-01', '09:30', '2026-07-01T07:30:00.000Z'],
    // The autumn hour that occurs twice: the first (summer time).
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    // The spring hour that does not exist moves forward, as clocks do.
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
  ])('%s %s is %s', (date, time, iso) => {
    expect(stockholmInstant(date, time).toISOString()).toBe(iso);
  });

  it('reads back what it wrote, every half hour of a year', () => {
    for (
      let t = Date.parse('2026-01-01T00:00:00Z');
      t < Date.parse('2027-01-01T00:00:00Z');
      t += 30 * 60_000
    ) {
      const { date, time } = stockholmParts(new Date(t));
      const back = stockholmInstant(date, time);
      expect(stockholmParts(back)).toEqual({ date, time });
    }
  });
});
