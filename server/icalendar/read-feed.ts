// icalendar/feed/{token}.ics: the calendar a feed URL opens, for calendar apps that fetch it without a session. The
// token alone opens it (found by its hash: server/auth/token-owner.ts); the bookings are then read as the token's
// tenant, so row-level security holds here as on every signed-in request. An unchanged feed is not made again
// (feed-cache.ts). What goes over HTTP — the ETag, gzip, 304 — is the route's (server/api/routes/icalendar.ts).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { asTokenOwner } from '@/server/auth/token-owner';
import type { VisitorContext } from '@/server/context';
import { hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { feedCalendar, feedText } from './feed-calendar';
import { cacheFeed, cachedFeed, type CachedFeed } from './feed-cache';
import { feedFingerprint } from './feed-fingerprint';
import { feedOwner, touchFeedToken } from './find-feed-owner';
import { LIMITS } from './limits';
import { readFeedBookings } from './read-feed-bookings';

/**
 * A feed as the use case gives it: `key` names the feed (its user's), `version` its current rendering — the same for
 * as long as nothing the feed shows has changed, so whoever keeps something made of the text (an ETag, a compressed
 * copy) may keep it per version. `text()` is the calendar, made of the rendering's events when it is asked for.
 */
export type Feed = { key: string; version: string; text: () => string };

const feedOf = (key: string, cached: CachedFeed, text?: string): Feed => ({
  key,
  version: cached.version,
  text: () => text ?? feedText(cached.company, cached.locale, cached.events.values()),
});

/** The feed of the token; NOT_FOUND for a token that is unknown, revoked or of a cancelled account. */
export async function readFeed(visitor: VisitorContext, { token }: { token: string }): Promise<Feed> {
  await hit(`icalendar-feed-ip:${limitAddress(requestContext().ip)}`, LIMITS.icalendarFeedPerIp);
  const read = await asTokenOwner(visitor, feedOwner, token, async (ctx, owner) => {
    await touchFeedToken(ctx, owner);
    const { ferrierId, userId, company } = owner;
    const locale = isLocale(owner.language) ? owner.language : DEFAULT_LOCALE;
    const cached = cachedFeed(ferrierId, userId);
    // Read before the bookings: a change landing in between is in the text and not in the fingerprint, which only
    // costs the next fetch a rendering.
    const fingerprint = await feedFingerprint(ctx, { userId });
    const unchanged =
      cached?.fingerprint === fingerprint && cached.company === company && cached.locale === locale;
    const bookings = unchanged ? null : await readFeedBookings(ctx, { userId });
    return { ferrierId, userId, company, locale, cached, fingerprint, bookings };
  });
  const { ferrierId, userId, company, locale, cached, bookings } = read;
  const key = `${ferrierId}:${userId}`;
  if (!bookings) return feedOf(key, cached!);
  const { text, events } = feedCalendar({
    company,
    locale,
    bookings,
    previous: cached?.locale === locale ? cached.events : undefined,
  });
  const feed = { fingerprint: read.fingerprint, company, locale, version: randomUUID(), events };
  cacheFeed(ferrierId, userId, feed);
  return feedOf(key, feed, text);
}
