// A job asked for by name (enqueue(ctx, name, payload)), not by its schedule: the payload is checked by the job's
// schema before anything is queued, and the handler gets it parsed. The runner here runs one job more, of this file:
// its output shows what its handler was given.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { ZodError, z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { defineJob } from '@/server/jobs/define-job';
import { enqueue } from '@/server/jobs/enqueue';
import { JOBS, type JobName } from '@/server/jobs/jobs';
import { startJobRunner } from '@/server/jobs/queue';
import { logger } from '@/server/logger';
import '../support/jobs';

const NAME = 'test-count-horses';

const countHorses = defineJob({
  name: NAME,
  payload: z.object({
    horses: z.array(z.string().trim().min(1)).min(1),
    weeks: z.coerce.number().int().min(1),
    visit: z.object({ at: z.iso.datetime() }).optional(),
  }),
  handler: async ({ horses, weeks, visit }) => ({
    horses: horses.length,
    letters: horses.join('').length,
    weeks,
    visit: visit ? 1 : 0,
  }),
});

// The test's job is not in jobs.ts, so its name and payload are not typed there.
const ask = (payload: unknown) => enqueue({ log: logger }, NAME as JobName, payload as never);

/** The completed run's output (a failed one throws). */
async function outputOf(id: string): Promise<unknown> {
  const boss = await startJobRunner();
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const job = await boss.getJobById<object>(NAME, id);
    if (job?.state === PgBoss.states.completed) return job.output;
    if (job?.state === PgBoss.states.failed || job?.state === PgBoss.states.retry)
      throw new Error(`the run failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not complete');
}

/** The queued runs of the test's job whose payload holds `marker`. */
const queued = async (marker: string) =>
  (
    await systemDb().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${NAME} and data::text like ${`%${marker}%`}`,
    )
  )[0]!.n;

beforeAll(async () => {
  await startJobRunner([...JOBS, countHorses]);
});

describe('a job enqueued by name', () => {
  it('runs its handler with the payload as its schema parsed it', async () => {
    const marker = randomUUID();
    const id = await ask({ horses: ['  Blixten ', marker], weeks: '6' });
    // Trimmed names (7 + 36 letters), the weeks as a number, the optional visit absent.
    expect(await outputOf(id)).toEqual({ horses: 2, letters: 43, weeks: 6, visit: 0 });
    expect(await queued(marker)).toBe(1);
  });

  it('refuses a payload its schema refuses, before it reaches the queue', async () => {
    const marker = randomUUID();
    await expect(ask({ horses: [marker], weeks: 'six' })).rejects.toBeInstanceOf(ZodError);
    await expect(ask({ horses: [marker, ' '], weeks: 6 })).rejects.toThrow(/horses/);
    await expect(ask({ horses: [marker], weeks: 6, visit: { at: 'tomorrow' } })).rejects.toThrow(/visit/);
    expect(await queued(marker)).toBe(0);
  });

  it('refuses a name no job has', async () => {
    await expect(enqueue('no-such-job' as JobName, {})).rejects.toThrow(
      /no background job named no-such-job/,
    );
  });

  it('checks a real job’s payload too: the reminder sweep takes account ids', async () => {
    await expect(enqueue('booking-reminders', { ferrierIds: ['not-an-id'] })).rejects.toBeInstanceOf(
      ZodError,
    );
  });
});
