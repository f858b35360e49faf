// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data, build if needed, production server
// (ours, scripts/web-server.ts, in this process).
import { parseEnv } from '@/server/env';
// Loaded now, not at shutdown: a Ctrl+C reaches tsx's compiler process too, so later imports would fail.
import { stopJobRunner } from '@/server/jobs/queue';
import { isPortFree } from './db/free-port';
import { leaveSignalsToLauncher } from './db/embedded-postgres';
import { buildIfStale, dataDir, ensureAuthSecret, ensureDatabase, loadDotEnv, log } from './runtime';
import { DEMO_LOGIN, seedDemo } from './seed/demo';

async function main() {
  loadDotEnv();
  process.env.DATA_DIR ||= dataDir();
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined;
  if (!(await isPortFree(port, host ?? '0.0.0.0'))) {
    console.error(
      `[hovbook] Port ${port} is already in use. Stop the other program or start with PORT=<free port> npm start.`,
    );
    process.exit(1);
  }
  await ensureAuthSecret();
  const { embedded } = await ensureDatabase();
  const env = parseEnv({ ...process.env, NODE_ENV: 'production', PORT: String(port) });
  process.env.APP_URL = env.APP_URL;

  if (process.env.SEED_DEMO !== 'false') {
    const created = await seedDemo(env.DATABASE_URL);
    log(created ? 'Seeded the demo account.' : 'Demo account already present.');
  }
  await buildIfStale();

  // Set before Next loads (it reads them at import), as `next start` would.
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  log(`Hovbook is starting on ${env.APP_URL}`);
  const { startWebServer } = await import('./web-server');
  const web = await startWebServer({ dev: false, port, host, trustedProxies: env.TRUSTED_PROXIES });
  log(`Hovbook is ready on ${env.APP_URL}`);
  log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping.`);
    await web.close().catch(() => undefined);
    await stopJobRunner(5_000).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  leaveSignalsToLauncher(); // the database stops last, after the server and the jobs
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}

main().catch((err: unknown) => {
  console.error(`[hovbook] Start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
