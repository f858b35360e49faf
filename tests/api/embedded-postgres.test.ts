// The embedded database of `npm start`: a port in use, a stale lock, a server left running by a killed run,
// and seeding twice.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '@/scripts/db/embedded-postgres';
import { freePort } from '@/scripts/db/free-port';
import { seedDemo } from '@/scripts/seed/demo';
import { db } from '@/server/db';
import { animals, customers, ferriers } from '@/server/db/schema';

const dirs: string[] = [];
const running: RunningPostgres[] = [];

afterAll(async () => {
  for (const pg of running) await pg.stop().catch(() => undefined);
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hovbook-pg-'));
  dirs.push(dir);
  return path.join(dir, 'postgres');
}

describe('embedded PostgreSQL', () => {
  it('takes another port when the preferred one is in use, and recovers a stale lock and a left-over server', async () => {
    const dataDir = await tempDir();
    const busy = await freePort();
    const blocker = net.createServer().listen(busy, '127.0.0.1');
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    try {
      const first = await startEmbeddedPostgres({ dataDir, preferredPort: busy, database: 'hovbook', log });
      expect(first.port).not.toBe(busy);
      expect(logs.join('\n')).toContain(`Port ${busy} is in use`);

      // A killed `npm start` leaves its PostgreSQL running: the next start stops it and starts afresh.
      const second = await startEmbeddedPostgres({
        dataDir,
        preferredPort: first.port,
        database: 'hovbook',
        log,
      });
      running.push(second);
      expect(logs.join('\n')).toMatch(/Stopping PostgreSQL \(pid \d+\) left running/);
      await second.stop();
      running.pop();

      // A lock file naming a process that no longer exists is removed.
      await writeFile(path.join(dataDir, 'postmaster.pid'), '999999\n/nowhere\n');
      const third = await startEmbeddedPostgres({
        dataDir,
        preferredPort: first.port,
        database: 'hovbook',
        log,
      });
      running.push(third);
      expect(logs.join('\n')).toContain('Removing a stale PostgreSQL lock');
    } finally {
      blocker.close();
    }
  }, 120_000);
});

describe('demo seed', () => {
  it('runs twice without duplicating anything', async () => {
    const url = process.env.DATABASE_URL!;
    await seedDemo(url);
    const counts = async () => ({
      ferriers: (await db().select({ n: count() }).from(ferriers))[0]!.n,
      customers: (await db().select({ n: count() }).from(customers))[0]!.n,
      animals: (await db().select({ n: count() }).from(animals))[0]!.n,
    });
    const before = await counts();
    expect(await seedDemo(url)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('gives the demo account a dozen customers and horses that log in', async () => {
    const { call } = await import('../support/api-client');
    const { DEMO_LOGIN } = await import('@/scripts/seed/demo');
    await seedDemo(process.env.DATABASE_URL!);
    const res = await call('POST', 'ferriers/login', { body: DEMO_LOGIN });
    expect(res.status).toBe(200);
    const ferrierId = res.body.data.user.ferrierId as string;
    const { eq } = await import('drizzle-orm');
    const [c] = await db().select({ n: count() }).from(customers).where(eq(customers.ferrierId, ferrierId));
    const [a] = await db().select({ n: count() }).from(animals).where(eq(animals.ferrierId, ferrierId));
    expect(c!.n).toBe(12);
    expect(a!.n).toBeGreaterThanOrEqual(12);
    const low = await call('GET', 'inventories/low-stock', { token: res.body.data.token });
    expect(low.body.data.map((p: { name: string }) => p.name).sort()).toEqual(['Stålsko bak', 'Söm E5 slim']);
  });
});
