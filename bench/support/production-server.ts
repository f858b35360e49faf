// The production build as `npm start` serves it (scripts/start.ts: our web server in front of Next), on a free
// 127.0.0.1 port, against a database the benchmark made: its owner in DATABASE_URL, the app role (which row-level
// security binds) in APP_DATABASE_URL. Built first when sources changed, so the start that is timed is a cold start
// of an already built app, as a deployment's would be.
import { freePort } from '@/scripts/db/free-port';
import { buildIfStale } from '@/scripts/runtime';
import { spawnServer, type SpawnedServer } from './spawned-server';

export type ProductionServer = SpawnedServer;

/** npm itself when the benchmark runs under npm (npm run bench…), so `npm start` is exactly the user's. */
function npm(): { command: string; args: string[] } {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.js$/.test(cli)
    ? { command: process.execPath, args: [cli, 'start'] }
    : { command: 'npm', args: ['start'] };
}

export async function startProductionServer(
  databaseUrl: string,
  appDatabaseUrl: string,
  { readyPath = '/api/v1/animals/list' }: { readyPath?: string } = {},
): Promise<ProductionServer> {
  await buildIfStale();
  const port = await freePort();
  const { command, args } = npm();
  return spawnServer({
    command,
    args,
    port,
    readyPath,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_DATABASE_URL: appDatabaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
}
