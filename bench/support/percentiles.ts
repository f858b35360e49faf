// p50 and p95 of timings (ms) as every sequential benchmark reports them: the nearest rank at or below, rounded.

export type Timed = { scenario: string; p50: number; p95: number };

/** The value at percentile `p` of timings sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** p50 and p95 of `ms` (any order), to `digits` decimals. */
export function timed(scenario: string, ms: number[], digits = 1): Timed {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    scenario,
    p50: +percentile(sorted, 50).toFixed(digits),
    p95: +percentile(sorted, 95).toFixed(digits),
  };
}

/** `run` called `warmup + runs` times one after another; the times (ms) of the last `runs`, with the last answer. */
export async function timeCalls<R>(
  run: (i: number) => Promise<R>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<{ times: number[]; last: R }> {
  const times: number[] = [];
  let last!: R;
  for (let i = 0; i < runs + warmup; i++) {
    const started = performance.now();
    last = await run(i);
    if (i >= warmup) times.push(performance.now() - started);
  }
  return { times, last };
}
