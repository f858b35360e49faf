// The production build as `npm start` serves it (scripts/start.ts: our web server in front of Next), on a free
// 127.0.0.1 port, for benchmarks: builds if sources changed, waits until it answers.
import { spawn } from 'node:child_process';
import { freePort } from '@/scripts/db/free-port';
import { buildIfStale } from '@/scripts/runtime';

export type ProductionServer = { base: string; stop: () => Promise<void> };

/** npm itself when the benchmark runs under npm (npm run bench…), so `npm start` is exactly the user's. */
function npmStart(): [string, string[]] {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.js$/.test(cli) ? [process.execPath, [cli, 'start']] : ['npm', ['start']];
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startProductionServer(
  databaseUrl: string,
  appDatabaseUrl: string,
): Promise<ProductionServer> {
  await buildIfStale();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = npmStart();
  // detached: a process group of its own, so the stop reaches npm, tsx and the server alike.
  const proc = spawn(command, args, {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_DATABASE_URL: appDatabaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const pid = proc.pid!;
  const stop = async () => {
    if (!groupAlive(pid)) return;
    process.kill(-pid, 'SIGTERM');
    for (let i = 0; i < 150 && groupAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  };
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/login`).catch(() => null))?.ok) break;
    if (i > 300) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
