// Runs a background job the way production does: sent to pg-boss, picked up by the runner's worker, waited for.
// Shared by the API tests (./jobs.ts) and the browser tests' server (./e2e-control.ts); no test framework here.
import PgBoss from 'pg-boss';
import { enqueue } from '@/server/jobs/enqueue';
import type { JobName, JobPayload } from '@/server/jobs/jobs';
import { startJobRunner } from '@/server/jobs/queue';

/**
 * Sends `name` (with `payload`; a scheduled job's `{}` unless told), waits until a worker has completed it, and
 * returns its output; a failed run throws its error.
 */
export async function runJob<N extends JobName>(
  name: N,
  { payload = {} as JobPayload<N>, timeoutMs = 60_000 }: { payload?: JobPayload<N>; timeoutMs?: number } = {},
): Promise<Record<string, number>> {
  const boss = await startJobRunner();
  const id = await enqueue(name, payload);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById<object>(name, id);
    if (job?.state === PgBoss.states.completed) return job.output as Record<string, number>;
    // A failed run waits for a retry (or has none left): either way the caller has its answer.
    if (job?.state === PgBoss.states.retry || job?.state === PgBoss.states.failed) {
      throw new Error(`${name} failed: ${JSON.stringify(job.output)}`);
    }
    if (Date.now() > until)
      throw new Error(`${name} did not complete within ${timeoutMs} ms (${job?.state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
