// The production build on a free 127.0.0.1 port, for benchmarks: builds if sources changed, waits until it answers.
import { spawn } from 'node:child_process';
import { freePort } from '@/scripts/db/free-port';
import { buildIfStale, nextBin } from '@/scripts/runtime';

export type ProductionServer = { base: string; stop: () => void };

export async function startProductionServer(
  databaseUrl: string,
  appDatabaseUrl: string,
): Promise<ProductionServer> {
  await buildIfStale();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_DATABASE_URL: appDatabaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_URL: base,
    },
  });
  const stop = () => void proc.kill('SIGTERM');
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/login`).catch(() => null))?.ok) break;
    if (i > 300) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
