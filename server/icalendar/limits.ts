// The calendar feed's rate limit (server/rate-limit.ts counts it).
import 'server-only';
import { defineLimits } from '@/server/rate-limit';

export const LIMITS = defineLimits({
  // Calendar-feed fetches from one address: a calendar app fetches a feed every hour or few. The limit is far above
  // that, as the fetchers of Google and Microsoft share their addresses among all the feeds they follow; it stops a
  // script fetching (or guessing) feeds without pause.
  icalendarFeedPerIp: { max: 120, windowSeconds: 10 * 60 },
});
