// icalendar/feed/{token}.ics: the calendar a feed URL opens, for calendar apps that fetch it without a session. The
// token alone opens it (found by its hash); the bookings are then read as the token's tenant, so row-level security
// holds here as on every signed-in request. An unchanged feed is not made again (feed-cache.ts).
import 'server-only';
import { createHash } from 'node:crypto';
import { gzipped } from '@/server/api-compression';
import type { VisitorContext } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { feedCalendar } from './feed-calendar';
import { cacheFeed, cachedFeed, type CachedFeed } from './feed-cache';
import { feedFingerprint } from './feed-fingerprint';
import { findFeedOwner } from './find-feed-owner';
import { LIMITS } from './limits';
import { readFeedBookings } from './read-feed-bookings';

/**
 * zlib's level 3, not its default 6: on a 2.6 MB feed half the time (14 ms against 29) for 17 % more bytes (383 KB
 * against 328), and the time is what a calendar waits for after every change; the bytes are sent to a server.
 */
const GZIP_LEVEL = 3;

/** The feed as it goes out: gzipped (every calendar app takes it), and its strong ETag. */
export type Feed = Pick<CachedFeed, 'etag' | 'gzip'>;

/** The feed of the token; NOT_FOUND for a token that is unknown, revoked or of a cancelled account. */
export async function readFeed(visitor: VisitorContext, { token }: { token: string }): Promise<Feed> {
  await hit(`icalendar-feed-ip:${limitAddress(requestContext().ip)}`, LIMITS.icalendarFeedPerIp);
  const owner = await findFeedOwner(token);
  if (!owner) throw new AppError('NOT_FOUND');
  const { ferrierId, userId, company, locale } = owner;
  const cached = cachedFeed(ferrierId, userId);
  const made = await inTenant({ ...visitor, ferrierId }, async (ctx) => {
    // Read before the bookings: a change landing in between is in the text and not in the fingerprint, which only
    // costs the next fetch a rendering.
    const fingerprint = await feedFingerprint(ctx, { userId });
    if (cached?.fingerprint === fingerprint && cached.company === company && cached.locale === locale)
      return null;
    const bookings = await readFeedBookings(ctx, { userId });
    return { fingerprint, bookings };
  });
  if (!made) return cached!;
  const { text, events } = feedCalendar({
    company,
    locale,
    bookings: made.bookings,
    previous: cached?.locale === locale ? cached.events : undefined,
  });
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const feed = {
    fingerprint: made.fingerprint,
    company,
    locale,
    etag,
    gzip: await gzipped(body, { level: GZIP_LEVEL }),
    events,
  };
  cacheFeed(ferrierId, userId, feed);
  return feed;
}
