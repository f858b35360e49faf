// The rate limits of the reminder's answer page (server/rate-limit.ts counts them).
import 'server-only';
import { defineLimits } from '@/server/rate-limit';

export const LIMITS = defineLimits({
  // Answers to visit reminders from one address: a household answers a few, a script guessing tokens many.
  bookingResponsePerIp: { max: 30, windowSeconds: 60 * 60 },
  // Views of the answer page: a household opens it a few times; each costs two reads, so a script is stopped too.
  bookingResponseViewPerIp: { max: 120, windowSeconds: 60 * 60 },
});
