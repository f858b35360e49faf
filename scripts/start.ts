// `npm start`: database (embedded unless DATABASE_URL), migrations, demo data, build if needed, production server.
import { spawn } from 'node:child_process';
import { parseEnv } from '@/lib/env';
import { isPortFree } from './db/free-port';
import { buildIfStale, dataDir, ensureAuthSecret, ensureDatabase, loadDotEnv, log, nextBin } from './runtime';
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

  const args = [nextBin(), 'start', '-p', String(port), ...(host ? ['-H', host] : [])];
  const server = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  log(`Hovbook is starting on ${env.APP_URL}`);
  log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM');
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  server.on('exit', (code) => void stop(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
}

main().catch((err: unknown) => {
  console.error(`[hovbook] Start failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
