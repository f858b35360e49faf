// Asking for a background job by name, from a use case ("send this invoice", "sync this to Fortnox"), a script or a
// test: enqueue(ctx, 'job-name', payload). The payload is checked by the job's schema before anything is queued.
import { logger, type Logger } from '@/server/logger';
import type { JobName, JobPayload } from './jobs';

/** Who asks for a run: a use case's ctx, whose logger (with the request id) notes the job's id. */
export type JobCaller = { log: Logger };

/**
 * Queues a run of the job `name` with `payload` and answers its id; the runner (this process's, or a worker's) does
 * it, retrying a failed run. A payload the job's schema refuses throws its ZodError here (a 422 in a request, as any
 * bad input) and never reaches the queue.
 */
export async function enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<string>;
export async function enqueue<N extends JobName>(
  ctx: JobCaller | undefined,
  name: N,
  payload: JobPayload<N>,
): Promise<string>;
export async function enqueue(
  ...args: [name: string, payload: unknown] | [ctx: JobCaller | undefined, name: string, payload: unknown]
): Promise<string> {
  const [ctx, name, payload] = args.length === 2 ? [undefined, ...args] : args;
  // Loaded when asked, not with this module: jobs.ts loads every job's feature, and a use case that enqueues may be
  // one of them.
  const { queueFor } = await import('./queue');
  const { job, send } = queueFor(name);
  if (!job) throw new Error(`There is no background job named ${name}`);
  const id = await send(job.payload.parse(payload));
  (ctx?.log ?? logger).info({ job: name, jobId: id }, 'Job enqueued');
  return id;
}
