// The job runner: pg-boss, keeping its jobs in our PostgreSQL (schema "pgboss"), so any number of app instances and
// workers share one queue and a scheduled job runs once. Started by instrumentation.ts, or by `npm run worker`; runs
// the jobs of jobs.ts on their schedules, and whatever enqueue.ts asks for.
import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@/lib/time-zone';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import type { JobDefinition } from './define-job';
import { JOBS } from './jobs';

const log = logger.child({ component: 'jobs' });

// One runner per process, also across Next's dev-mode reloads of this module.
const state = globalThis as typeof globalThis & {
  hovbookJobs?: Promise<PgBoss>;
  hovbookJobsStopping?: Promise<void>;
  hovbookJobSignals?: boolean;
  /** The jobs the runner runs, by name: what a payload is checked against. */
  hovbookJobDefinitions?: Map<string, JobDefinition>;
  /** A process that runs no jobs (RUN_JOBS_IN_WEB=false) still sends them, through a connection that works none. */
  hovbookJobSender?: Promise<PgBoss>;
};

/**
 * WORKER=off (the design's name; issue 27) or RUN_JOBS_IN_WEB=false leaves the jobs to `npm run worker`; either
 * set to anything but its two words is refused.
 */
export function jobsRunInWebProcess(
  value = process.env.RUN_JOBS_IN_WEB,
  worker = process.env.WORKER,
): boolean {
  if (worker !== undefined && worker !== '' && worker !== 'on' && worker !== 'off')
    throw new Error(`Invalid environment configuration:\n  WORKER: must be on or off\nSee .env.example.`);
  if (worker === 'off') return false;
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(
    `Invalid environment configuration:\n  RUN_JOBS_IN_WEB: must be true or false\nSee .env.example.`,
  );
}

function byName(jobs: readonly JobDefinition[]): Map<string, JobDefinition> {
  const named = new Map<string, JobDefinition>();
  for (const job of jobs) {
    if (named.has(job.name)) throw new Error(`Two background jobs are named ${job.name}`);
    named.set(job.name, job);
  }
  return named;
}

async function connect(options: { works: boolean }, jobs: Iterable<JobDefinition>): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: env().DATABASE_URL,
    schema: 'pgboss',
    application_name: options.works ? 'hovbook-jobs' : 'hovbook-job-sender',
    max: options.works ? 4 : 2,
    // A sender keeps no clocks: the schedules and the queue's upkeep are the runners'.
    ...(options.works ? {} : { supervise: false, schedule: false }),
  });
  boss.on('error', (err) => log.error({ err }, 'Job runner error'));
  await boss.start();
  for (const { name } of jobs) {
    // One active at a time: two purges or sweeps never overlap. A failed run is retried, later each time. Made by
    // whoever comes first (a queue must exist before a job is sent to it); the same settings either way.
    await boss.createQueue(name, {
      name,
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
  }
  return boss;
}

async function start(jobs: Map<string, JobDefinition>): Promise<PgBoss> {
  const boss = await connect({ works: true }, jobs.values());
  for (const job of jobs.values()) {
    const { name } = job;
    if (job.schedule) await boss.schedule(name, job.schedule, {}, { tz: TIME_ZONE });
    const options = job.pollSeconds ? { pollingIntervalSeconds: job.pollSeconds } : {};
    await boss.work<object>(name, options, async ([run]) => {
      const started = Date.now();
      try {
        // Checked again: a payload queued by an older version may no longer fit (the run fails; nothing is guessed).
        const output = await job.handler(job.payload.parse(run?.data ?? {}));
        log.info({ job: name, jobId: run?.id, ms: Date.now() - started, ...output }, 'Job done');
        return output;
      } catch (err) {
        log.error({ err, job: name, jobId: run?.id }, 'Job failed');
        throw err;
      }
    });
  }
  const schedules = Object.fromEntries([...jobs.values()].map((j) => [j.name, j.schedule ?? 'on request']));
  log.info({ jobs: schedules, timeZone: TIME_ZONE }, 'Background jobs started');
  return boss;
}

/**
 * Starts the runner (once per process) with the jobs of jobs.ts and returns it. `jobs` is for the runner's own tests,
 * which add a job of theirs; the first start in a process decides.
 */
export function startJobRunner(jobs: readonly JobDefinition[] = JOBS): Promise<PgBoss> {
  if (!state.hovbookJobs) {
    const named = byName(jobs);
    state.hovbookJobDefinitions = named;
    state.hovbookJobs = start(named).catch((err: unknown) => {
      state.hovbookJobs = undefined;
      throw err;
    });
  }
  return state.hovbookJobs;
}

/** Stops taking jobs, lets running ones finish (up to `timeoutMs`), and closes the runner's connections. */
export async function stopJobRunner(timeoutMs = 20_000): Promise<void> {
  const running = state.hovbookJobs;
  const sender = state.hovbookJobSender;
  state.hovbookJobs = undefined;
  state.hovbookJobSender = undefined;
  // A second caller (the server's own SIGTERM handler beside ours) waits for the stop already under way.
  if (!running && !sender) return state.hovbookJobsStopping;
  state.hovbookJobsStopping = Promise.all([
    running
      ?.catch(() => undefined)
      .then((boss) => boss?.stop({ graceful: true, timeout: timeoutMs, wait: true })),
    sender?.catch(() => undefined).then((boss) => boss?.stop({ wait: true })),
  ]).then(() => undefined);
  return state.hovbookJobsStopping;
}

/**
 * Puts a run of `name` with an already checked payload on the queue, through this process's runner, or, where the
 * jobs are left to a worker, through a connection that only sends. Answers the definition (to check the payload
 * against before) and a send.
 */
export function queueFor(name: string): {
  job: JobDefinition | undefined;
  send: (data: object) => Promise<string>;
} {
  const named = state.hovbookJobs ? state.hovbookJobDefinitions : byName(JOBS);
  const boss = (): Promise<PgBoss> => {
    if (state.hovbookJobs) return state.hovbookJobs;
    state.hovbookJobSender ??= connect({ works: false }, JOBS).catch((err: unknown) => {
      state.hovbookJobSender = undefined;
      throw err;
    });
    return state.hovbookJobSender;
  };
  return {
    job: named?.get(name),
    async send(data) {
      const id = await (await boss()).send(name, data);
      if (!id) throw new Error(`pg-boss did not accept a ${name} job`);
      return id;
    },
  };
}

/** In the web process (instrumentation.ts): the runner, unless RUN_JOBS_IN_WEB=false hands the jobs to a worker. */
export async function startJobsInWebProcess(): Promise<void> {
  if (!jobsRunInWebProcess()) {
    log.info('Background jobs are left to `npm run worker` (WORKER=off or RUN_JOBS_IN_WEB=false)');
    return;
  }
  try {
    await startJobRunner();
  } catch (err) {
    // The site still serves; the jobs wait for the next start (or a worker).
    log.error({ err }, 'Background jobs could not start');
    return;
  }
  if (state.hovbookJobSignals) return;
  state.hovbookJobSignals = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void stopJobRunner(5_000)
        .catch(() => undefined)
        .finally(() => {
          // If nothing else (Next's server) handles the signal, end the process as it would have without us.
          if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
        });
    });
  }
}
