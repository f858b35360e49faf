// A process that runs no jobs (a web instance with RUN_JOBS_IN_WEB=false) still asks for them: enqueue sends the run
// through a connection that works none, and a runner — here started afterwards, as a worker would be — does it.
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { enqueue } from '@/server/jobs/enqueue';
import { startJobRunner } from '@/server/jobs/queue';
import { logger } from '@/server/logger';
import '../support/jobs';

const runner = () => (globalThis as { hovbookJobs?: Promise<unknown> }).hovbookJobs;

describe('enqueue without a runner in the process', () => {
  it('queues the run, which a runner then does', async () => {
    // An account that does not exist: the sweep of it finds nothing, whoever's runner takes the run.
    const id = await enqueue({ log: logger }, 'booking-reminders', { ferrierIds: [randomUUID()] });
    expect(runner()).toBeUndefined();

    const boss = await startJobRunner();
    await expect
      .poll(async () => (await boss.getJobById('booking-reminders', id))?.state, { timeout: 30_000 })
      .toBe(PgBoss.states.completed);
    expect((await boss.getJobById('booking-reminders', id))?.output).toEqual({
      due: 0,
      sent: 0,
      mailed: 0,
      texted: 0,
      failed: 0,
    });
  });
});
