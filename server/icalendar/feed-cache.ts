// The last rendering of each feed, per server process: calendar apps fetch a feed every few minutes to hours and it
// has mostly not changed, so while its fingerprint (feed-fingerprint.ts) is the same the feed is not made again —
// its version stays, and the HTTP layer sends the answer it keeps for that version (server/api/encoded-answers.ts).
// When it has changed, its unchanged events are reused (feed-calendar.ts). Bounded by size, least recently used first
// out: a big feed (5,000 events) takes about 7 MB. Another instance of the app has a cache of its own and fills it on
// its first fetch; nothing here can be stale, since every answer checks the fingerprint first.
import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Locale } from '@/lib/i18n/locales';
import type { FeedEvent } from './feed-calendar';

export type CachedFeed = {
  fingerprint: string;
  company: string;
  locale: Locale;
  /** Names this rendering: a new one gets a new version. */
  version: string;
  /** By booking id, in the feed's order: the text is made of them again when it is asked for. */
  events: Map<string, FeedEvent>;
};

const MAX_BYTES = 64 * 1024 * 1024;

/** Roughly what an entry holds: the events' keys and texts (two bytes a character at most). */
function sizeOf(feed: CachedFeed): number {
  let size = feed.fingerprint.length + feed.version.length + 2 * feed.company.length;
  for (const event of feed.events.values()) size += 2 * (event.key.length + event.text.length) + 64;
  return size;
}

const cache = new LRUCache<string, CachedFeed>({ maxSize: MAX_BYTES, sizeCalculation: sizeOf });

const keyOf = (ferrierId: string, userId: string) => `${ferrierId}:${userId}`;

export const cachedFeed = (ferrierId: string, userId: string) => cache.get(keyOf(ferrierId, userId));

export function cacheFeed(ferrierId: string, userId: string, feed: CachedFeed): void {
  cache.set(keyOf(ferrierId, userId), feed);
}
