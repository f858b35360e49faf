// `npm run worker`: the background jobs in a process of their own, for deployments that scale the web tier out
// (set RUN_JOBS_IN_WEB=false on the web instances). Uses the web instances' database; stops cleanly on SIGTERM.
import { parseEnv } from '@/server/env';
import { dataDir, ensureAuthSecret, loadDotEnv, log } from './runtime';

async function main() {
  loadDotEnv();
  if (!process.env.DATABASE_URL) {
    console.error(
      '[hovbook] npm run worker needs DATABASE_URL, the database the web instances use. ' +
        'With the embedded database (no DATABASE_URL), the jobs already run inside npm start.',
    );
    process.exit(1);
  }
  process.env.DATA_DIR ||= dataDir();
  await ensureAuthSecret();
  // Loaded first: with every job come the settings their features declare (defineEnv), checked with the rest.
  const { startJobRunner, stopJobRunner } = await import('@/server/jobs/queue');
  parseEnv(); // a missing or malformed variable stops here, with its name
  await startJobRunner();
  log('The job worker is running (stop with Ctrl+C or SIGTERM).');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing running jobs, then stopping.`);
    await stopJobRunner();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}

main().catch((err: unknown) => {
  console.error(`[hovbook] Worker failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
