// A large text answer as HTTP sends it — its strong ETag and its gzip — made once per version of the text and kept
// (per process, bounded, least recently used out), so an unchanged answer costs neither a hash nor a compression.
// The calendar feed uses it: its use case names each rendering by a version (server/icalendar/read-feed.ts).
import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { gzipped } from '@/server/api-compression';

export type Encoded = { version: string; etag: string; gzip: Buffer };

/** The gzipped answers are about a seventh of their text: a 5,000-event feed keeps about 0.4 MB here. */
const MAX_BYTES = 16 * 1024 * 1024;

const cache = new LRUCache<string, Encoded>({
  maxSize: MAX_BYTES,
  sizeCalculation: (e) => e.gzip.byteLength + e.etag.length + e.version.length + 64,
});

/**
 * The ETag and gzip of `answer` (kept under `key` while its version stays). `level`: zlib's, chosen per answer —
 * the feed takes 3, not the default 6: on a 2.6 MB feed half the time (14 ms against 29) for 17 % more bytes (383 KB
 * against 328), and the time is what a calendar waits for after every change; the bytes go to a server.
 */
export async function encodedAnswer(
  answer: { key: string; version: string; text: () => string },
  { level }: { level: number },
): Promise<Encoded> {
  const kept = cache.get(answer.key);
  if (kept?.version === answer.version) return kept;
  const body = Buffer.from(answer.text());
  const encoded = {
    version: answer.version,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    gzip: await gzipped(body, { level }),
  };
  cache.set(answer.key, encoded);
  return encoded;
}
