// The reference page of `npm run bench:site` (bench/minimal-next): built with the repo's next when missing or older
// than its sources or the installed next, and served by `next start` (Next's own server: the framework alone) on a
// free 127.0.0.1 port.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@/scripts/db/free-port';
import { nextBin, run } from '@/scripts/runtime';
import { spawnServer } from './spawned-server';

export const MINIMAL_DIR = path.resolve('bench/minimal-next');

export type MinimalServer = { base: string; stop: () => Promise<void> };

function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.name !== '.next')
    .reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
    }, 0);
}

async function buildIfStale() {
  const buildId = path.join(MINIMAL_DIR, '.next', 'BUILD_ID');
  const nextPackage = path.resolve('node_modules', 'next', 'package.json');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (built > Math.max(newestSource(MINIMAL_DIR), statSync(nextPackage).mtimeMs)) return;
  console.log('[bench] Building the minimal Next.js page…');
  await run(process.execPath, [nextBin(), 'build', MINIMAL_DIR], {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
}

export async function startMinimalNext(): Promise<MinimalServer> {
  await buildIfStale();
  const port = await freePort();
  return spawnServer({
    command: process.execPath,
    args: [nextBin(), 'start', MINIMAL_DIR, '-p', String(port), '-H', '127.0.0.1'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    port,
    readyPath: '/',
  });
}
