// The browser tests' server: the production build on a fresh database, data (mail) under .data/e2e,
// listening on 127.0.0.1 only; the database is dropped when Playwright stops it.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildIfStale, ensureAuthSecret, nextBin } from '@/scripts/runtime';
import { seedDemo } from '@/scripts/seed/demo';
import { createTestDatabase } from './test-database';

const port = process.env.E2E_PORT || '3100';
const dataDir = path.resolve('.data/e2e');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.APP_URL = `http://127.0.0.1:${port}`;
process.env.LOG_LEVEL ||= 'warn';
await ensureAuthSecret();
const db = await createTestDatabase('e2e');
process.env.DATABASE_URL = db.url;
await seedDemo(db.url);
await buildIfStale();

const server = spawn(process.execPath, [nextBin(), 'start', '-p', port, '-H', '127.0.0.1'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop().catch((err: unknown) => console.error('e2e database cleanup failed', err));
  process.exit(0);
}
server.on('exit', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
