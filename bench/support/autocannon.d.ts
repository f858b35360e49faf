// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    statusCodeStats: Record<string, { count: number }>;
  };
  type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
