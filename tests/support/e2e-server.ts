// The browser tests' server: the production build, served by our HTTP server (scripts/web-server.ts) as in
// `npm start`, on a fresh database, data (mail) under .data/e2e, listening on 127.0.0.1 only; the database is dropped
// when Playwright stops it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildIfStale, ensureAuthSecret } from '@/scripts/runtime';
import { leaveSignalsToLauncher } from '@/scripts/db/embedded-postgres';
import { seedDemo } from '@/scripts/seed/demo';
// Loaded now, not at shutdown: the stop signal reaches tsx's compiler process too, so later imports would fail.
import { stopJobRunner } from '@/server/jobs/queue';
import { createTestDatabase } from './test-database';

const port = Number(process.env.E2E_PORT || 3100);
const dataDir = path.resolve('.data/e2e');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.APP_URL = `http://127.0.0.1:${port}`;
process.env.LOG_LEVEL ||= 'warn';
await ensureAuthSecret();
const db = await createTestDatabase('e2e');
process.env.DATABASE_URL = db.url;
process.env.APP_DATABASE_URL = db.appUrl;
// For the browser tests' own setup (tests/e2e/support/database.ts); the folder is removed with the run's data.
await writeFile(path.join(dataDir, 'database-url'), db.url, { mode: 0o600 });
await seedDemo(db.url);
await buildIfStale();

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
const { startWebServer } = await import('@/scripts/web-server');
// No trusted proxy: the browser tests talk to the server directly, as an attacker would.
const web = await startWebServer({ dev: false, port, host: '127.0.0.1' });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await web.close().catch(() => undefined);
  await stopJobRunner(5_000).catch(() => undefined);
  await db.drop().catch((err: unknown) => console.error('e2e database cleanup failed', err));
  process.exit(0);
}
leaveSignalsToLauncher(); // the database is dropped last, after the server and the jobs
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
