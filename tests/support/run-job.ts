// Runs a background job the way production does: sent to pg-boss, picked up by the runner's worker, waited for.
// Shared by the API tests (./jobs.ts) and the browser tests' server (./e2e-control.ts); no test framework here.
import PgBoss from 'pg-boss';
import { sendJob, startJobRunner } from '@/server/jobs/queue';
import type { JobName } from '@/server/jobs/schedules';

/** Sends `name`, waits until a worker has completed it, and returns its output; a failed run throws its error. */
export async function runJob(name: JobName, timeoutMs = 60_000): Promise<Record<string, number>> {
  const boss = await startJobRunner();
  const id = await sendJob(name);
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
