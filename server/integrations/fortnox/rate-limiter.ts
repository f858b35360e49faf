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
  /**
   * The requests of the last window, per key: each counts from when its answer came (Infinity while under way), a
   * moment after Fortnox counted it on arrival, so our window never ends before Fortnox's.
   */
  const slots = new Map<string, Array<{ at: number }>>();
  return {
    /** Waits until `key` may make one more request and takes the slot; call the answer when the request is done. */
    async acquire(key: string): Promise<() => void> {
      for (;;) {
        const now = Date.now();
        const recent = (slots.get(key) ?? []).filter((s) => s.at > now - windowMs);
        slots.set(key, recent);
        if (recent.length < max) {
          const slot = { at: Infinity };
          recent.push(slot);
          return () => {
            slot.at = Date.now();
          };
        }
        const oldest = Math.min(...recent.map((s) => s.at));
        await sleep(Number.isFinite(oldest) ? oldest + windowMs - now + 10 : 50);
      }
    },
    /** Forgets keys with nothing in their window (called now and then, so the map does not grow). */
    prune(): void {
      const now = Date.now();
      for (const [key, list] of slots) if (!list.some((s) => s.at > now - windowMs)) slots.delete(key);
    },
  };
}

/** The process's pacing of Fortnox calls, per account. */
export const fortnoxLimiter = slidingWindowLimiter();
setInterval(() => fortnoxLimiter.prune(), 60_000).unref();
