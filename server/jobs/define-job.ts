// What a background job is: a name, the payload it takes (a zod schema), what it does, and optionally when it runs on
// its own. A feature defines each of its jobs in a file of its own beside it; server/jobs/jobs.ts collects them.
import type { z } from 'zod';

/** What a run answers: counts only, no personal data (pg-boss keeps it as the job's output, and it is logged). */
export type JobOutput = Record<string, number>;

export type JobDefinition<
  Name extends string = string,
  Payload extends z.ZodType<object> = z.ZodType<object>,
> = {
  /** The queue's name, and how a use case asks for a run: enqueue(ctx, name, payload). */
  name: Name;
  /**
   * What a run is given, checked when it is enqueued (a bad payload never reaches the queue) and again when it runs.
   * Ids, never personal data: pg-boss keeps payloads in its tables. A scheduled run is given `{}`.
   */
  payload: Payload;
  /** Does the work with the parsed payload; a throw fails the run, which is retried. */
  handler: (payload: z.output<Payload>) => Promise<JobOutput>;
  /** Cron, Stockholm time: pg-boss sends it once per time however many instances run. Unset: on request only. */
  schedule?: string;
  /**
   * How often a runner asks the queue for this job's next run, in seconds (pg-boss's default, 2, when unset; at
   * least 0.5). A run is fetched one at a time, so a job queued by many requests at once (a print per invoice
   * registered) sets less, or its queue drains at one run per 2 seconds.
   */
  pollSeconds?: number;
};

/** A job definition, checked as it is written: a scheduled job's payload must accept the `{}` a schedule sends. */
export function defineJob<const Name extends string, Payload extends z.ZodType<object>>(
  job: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  if (job.schedule !== undefined && !job.payload.safeParse({}).success)
    throw new Error(`The scheduled job ${job.name} must accept the empty payload a schedule sends`);
  return job;
}
