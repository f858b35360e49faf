// Rate limits declared beside their features (defineLimits): each within the longest window, which the hourly cleanup
// keeps the counts for, so it never deletes a count a limit still reads.
import { describe, expect, it } from 'vitest';
import { LIMITS as RESPONSE_LIMITS } from '@/server/bookings/reminders/limits';
import { LIMITS as FEED_LIMITS } from '@/server/icalendar/limits';
import { longestWindowSeconds } from '@/server/jobs/cleanup-rate-limits';
import { LIMITS, LONGEST_WINDOW_SECONDS, defineLimits } from '@/server/rate-limit';

describe('a feature’s rate limits', () => {
  it('keep their numbers beside their features', () => {
    expect(FEED_LIMITS.icalendarFeedPerIp).toEqual({ max: 120, windowSeconds: 600 });
    expect(RESPONSE_LIMITS).toEqual({
      bookingResponsePerIp: { max: 30, windowSeconds: 3600 },
      bookingResponseViewPerIp: { max: 120, windowSeconds: 3600 },
    });
  });

  it('all count within the window the cleanup keeps', () => {
    expect(longestWindowSeconds()).toBe(LONGEST_WINDOW_SECONDS);
    for (const limit of [
      ...Object.values(LIMITS),
      ...Object.values(FEED_LIMITS),
      ...Object.values(RESPONSE_LIMITS),
    ])
      expect(limit.windowSeconds).toBeLessThanOrEqual(LONGEST_WINDOW_SECONDS);
    // The longest window in use is the one the cleanup keeps: it deletes no later than before.
    expect(Math.max(...Object.values(LIMITS).map((l) => l.windowSeconds))).toBe(LONGEST_WINDOW_SECONDS);
  });

  it('refuses a window the cleanup would cut short, and a limit that is not one', () => {
    expect(() => defineLimits({ perDay: { max: 5, windowSeconds: 24 * 3600 } })).toThrow(
      /perDay counts over 86400 s, longer than LONGEST_WINDOW_SECONDS/,
    );
    expect(() => defineLimits({ none: { max: 0, windowSeconds: 60 } })).toThrow(/none needs/);
    expect(defineLimits({ fine: { max: 3, windowSeconds: 60 } })).toEqual({
      fine: { max: 3, windowSeconds: 60 },
    });
  });
});
