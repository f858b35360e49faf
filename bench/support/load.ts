// One load run with autocannon against a server: throughput, latency percentiles of every answer (autocannon's own
// summary has no p95), the server's CPU time per request and its peak memory while the load lasted.
import autocannon from 'autocannon';
import { cpuMs, round, sampleMemory } from './processes';

export type LoadTarget = { base: string; serverPid: number; tree: number[] };

export type LoadOptions = {
  /** Paths (with query) under the target's base; each connection cycles through them in order. */
  paths: string[];
  token: string;
  connections: number;
  seconds: number;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts: a run with any is not comparable. */
  failures: number;
  cpuMsPerRequest: number | null;
  peakRssMb: number | null;
  treePeakRssMb: number | null;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(target: LoadTarget, opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const cpuBefore = cpuMs(target.serverPid);
  const stopSampling = sampleMemory(target.serverPid, target.tree);
  const run = autocannon({
    url: target.base,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { authorization: `Bearer ${opts.token}` },
    requests: opts.paths.map((path) => ({ method: 'GET', path })),
  });
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await run;
  const memory = stopSampling();
  const cpuAfter = cpuMs(target.serverPid);
  latencies.sort((a, b) => a - b);
  const requests = result.requests.total;
  return {
    requests,
    rps: +(requests / result.duration).toFixed(1),
    p50: +percentile(latencies, 50).toFixed(1),
    p95: +percentile(latencies, 95).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || !requests
        ? null
        : +((cpuAfter - cpuBefore) / requests).toFixed(2),
    peakRssMb: memory.peakMb,
    treePeakRssMb: memory.treePeakMb,
  };
}

/** Several runs of one side as one figure: requests summed, percentiles of the runs' own (median), peaks kept. */
export function combine(runs: LoadResult[]): LoadResult {
  const median = (values: number[]) => {
    const s = [...values].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const nums = (pick: (r: LoadResult) => number | null) =>
    runs.map(pick).filter((v): v is number => v !== null);
  const peak = (pick: (r: LoadResult) => number | null) => {
    const v = nums(pick);
    return v.length ? Math.max(...v) : null;
  };
  const cpu = nums((r) => r.cpuMsPerRequest);
  return {
    requests: runs.reduce((n, r) => n + r.requests, 0),
    rps: +median(runs.map((r) => r.rps)).toFixed(1),
    p50: +median(runs.map((r) => r.p50)).toFixed(1),
    p95: +median(runs.map((r) => r.p95)).toFixed(1),
    p99: +median(runs.map((r) => r.p99)).toFixed(1),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    cpuMsPerRequest: cpu.length ? round(median(cpu), 2) : null,
    peakRssMb: peak((r) => r.peakRssMb),
    treePeakRssMb: peak((r) => r.treePeakRssMb),
  };
}
