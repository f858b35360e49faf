// The latency one client sees: requests sent one after another, the first ones (warming caches and the JIT) left out,
// p50 and p95 of the rest. Every answer must have the expected status (200 unless told), or the figures would time
// something else. What `pathFor` does before a request (a change to the data) is not timed.

import { timed, type Timed } from './percentiles';

export type { Timed };

export type TimedOptions = {
  /** The server, e.g. http://127.0.0.1:3000. */
  base: string;
  /** The path below /api/v1/ of request `i`. */
  pathFor: (i: number) => Promise<string> | string;
  /** Counted requests, after the warm-up. */
  requests: number;
  warmup?: number;
  /** Headers of request `i` (a bearer token, a forwarded client address). */
  headers?: (i: number) => Record<string, string>;
  /** The status every answer must have (200). */
  status?: number;
};

export async function timedRequests(
  scenario: string,
  { base, pathFor, requests, warmup = 10, headers, status = 200 }: TimedOptions,
): Promise<Timed> {
  const times: number[] = [];
  for (let i = 0; i < requests + warmup; i++) {
    const url = `${base}/api/v1/${await pathFor(i)}`;
    const started = performance.now();
    const res = await fetch(url, { headers: headers?.(i) });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== status) throw new Error(`${scenario}: ${url} → ${res.status}`);
    if (i >= warmup) times.push(ms);
  }
  return timed(scenario, times);
}
