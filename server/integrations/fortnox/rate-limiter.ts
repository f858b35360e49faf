// Fortnox allows about 25 requests per 5 seconds per access token (a sliding window; 429 beyond). Each account has
// one token, so the calls of this process are paced per account: a caller waits for a free slot instead of being
// refused. Several processes sharing one token can still exceed it; the client backs off on 429 (client.ts).
export const FORTNOX_WINDOW_MS = 5_000;
export const FORTNOX_REQUESTS_PER_WINDOW = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function slidingWindowLimiter({
  max = FORTNOX_REQUESTS_PER_WINDOW,
  windowMs = FORTNOX_WINDOW_MS,
}: { max?: number; windowMs?: number } = {}) {
  /** Start times of the requests of the last window, per key, oldest first. */
  const starts = new Map<string, number[]>();
  return {
    /** Waits until `key` may make one more request, and counts it. */
    async acquire(key: string): Promise<void> {
      for (;;) {
        const now = Date.now();
        const recent = (starts.get(key) ?? []).filter((t) => t > now - windowMs);
        if (recent.length < max) {
          recent.push(now);
          starts.set(key, recent);
          return;
        }
        starts.set(key, recent);
        // A little past the oldest's end, so the server's window (its clock) has let it go too.
        await sleep(recent[0]! + windowMs - now + 25);
      }
    },
    /** Forgets keys with nothing in their window (called now and then, so the map does not grow). */
    prune(): void {
      const now = Date.now();
      for (const [key, times] of starts) if (!times.some((t) => t > now - windowMs)) starts.delete(key);
    },
  };
}

/** The process's pacing of Fortnox calls, per account. */
export const fortnoxLimiter = slidingWindowLimiter();
setInterval(() => fortnoxLimiter.prune(), 60_000).unref();
