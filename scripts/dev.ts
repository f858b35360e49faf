// `npm run dev`: the same database set-up as `npm start`, then Next's development server with hot reload, served
// by our HTTP server (scripts/web-server.ts) so the client address comes from the connection as in production.
import { parseEnv } from '@/server/env';
// Loaded now, not at shutdown: a Ctrl+C reaches tsx's compiler process too, so later imports would fail.
import { stopJobRunner } from '@/server/jobs/queue';
import { leaveSignalsToLauncher } from './db/embedded-postgres';
import { dataDir, ensureAuthSecret, ensureDatabase, loadDotEnv, log } from './runtime';
import { DEMO_LOGIN, seedDemo } from './seed/demo';

loadDotEnv();
process.env.DATA_DIR ||= dataDir();
await ensureAuthSecret();
const { url, embedded } = await ensureDatabase();
await seedDemo(url);
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
process.env.APP_URL ||= `http://localhost:${port}`;
const env = parseEnv({ ...process.env, PORT: String(port) });
Object.assign(process.env, { NODE_ENV: 'development' });
const { startWebServer } = await import('./web-server');
const web = await startWebServer({ dev: true, port, host, trustedProxies: env.TRUSTED_PROXIES });
log(`Hovbook (development) is ready on ${env.APP_URL}`);
log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await web.close().catch(() => undefined);
  await stopJobRunner(5_000).catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
};
leaveSignalsToLauncher(); // the database stops last, after the server and the jobs
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
