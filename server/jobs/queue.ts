// The job runner: pg-boss, keeping its jobs in our PostgreSQL (schema "pgboss"), so any number of app instances and
// workers share one queue and a scheduled job runs once. Started by instrumentation.ts, or by `npm run worker`.
import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@/lib/time-zone';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { HANDLERS } from './handlers';
import { JOB_NAMES, SCHEDULES, type JobName } from './schedules';

const log = logger.child({ component: 'jobs' });

// One runner per process, also across Next's dev-mode reloads of this module.
const state = globalThis as typeof globalThis & {
  hovbookJobs?: Promise<PgBoss>;
  hovbookJobsStopping?: Promise<void>;
  hovbookJobSignals?: boolean;
};

/** RUN_JOBS_IN_WEB=false leaves the jobs to `npm run worker`; anything but true/false/unset is refused. */
export function jobsRunInWebProcess(value = process.env.RUN_JOBS_IN_WEB): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(
    `Invalid environment configuration:\n  RUN_JOBS_IN_WEB: must be true or false\nSee .env.example.`,
  );
}

async function start(): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: env().DATABASE_URL,
    schema: 'pgboss',
    application_name: 'hovbook-jobs',
    max: 4,
  });
  boss.on('error', (err) => log.error({ err }, 'Job runner error'));
  await boss.start();
  for (const name of JOB_NAMES) {
    // One active at a time: two purges or sweeps never overlap. A failed run is retried, later each time.
    await boss.createQueue(name, {
      name,
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    await boss.schedule(name, SCHEDULES[name], {}, { tz: TIME_ZONE });
    await boss.work(name, async ([job]) => {
      const started = Date.now();
      try {
        const output = await HANDLERS[name]();
        log.info({ job: name, jobId: job?.id, ms: Date.now() - started, ...output }, 'Job done');
        return output;
      } catch (err) {
        log.error({ err, job: name, jobId: job?.id }, 'Job failed');
        throw err;
      }
    });
  }
  log.info({ jobs: SCHEDULES, timeZone: TIME_ZONE }, 'Background jobs started');
  return boss;
}

/** Starts the runner (once per process) and returns it. */
export function startJobRunner(): Promise<PgBoss> {
  state.hovbookJobs ??= start().catch((err: unknown) => {
    state.hovbookJobs = undefined;
    throw err;
  });
  return state.hovbookJobs;
}

/** Stops taking jobs, lets running ones finish (up to `timeoutMs`), and closes the runner's connections. */
export async function stopJobRunner(timeoutMs = 20_000): Promise<void> {
  const running = state.hovbookJobs;
  state.hovbookJobs = undefined;
  // A second caller (the server's own SIGTERM handler beside ours) waits for the stop already under way.
  if (!running) return state.hovbookJobsStopping;
  state.hovbookJobsStopping = running
    .catch(() => undefined)
    .then((boss) => boss?.stop({ graceful: true, timeout: timeoutMs, wait: true }));
  return state.hovbookJobsStopping;
}

/** Sends a job now (outside its schedule); returns its id. */
export async function sendJob(name: JobName): Promise<string> {
  const id = await (await startJobRunner()).send(name, {});
  if (!id) throw new Error(`pg-boss did not accept a ${name} job`);
  return id;
}

/** In the web process (instrumentation.ts): the runner, unless RUN_JOBS_IN_WEB=false hands the jobs to a worker. */
export async function startJobsInWebProcess(): Promise<void> {
  if (!jobsRunInWebProcess()) {
    log.info('Background jobs are left to `npm run worker` (RUN_JOBS_IN_WEB=false)');
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
