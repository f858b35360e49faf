// A fresh database for one test run: on DATABASE_URL's server (localhost only unless ALLOW_REMOTE_TEST_DB=true)
// or on an embedded PostgreSQL under .data/test. Migrated, with an app role of the run's own (row-level security binds
// it, as hovbook_app in npm start); both dropped afterwards.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { ensureAppRole, grantAppRole, urlAs } from '@/scripts/db/app-role';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { freePort } from '@/scripts/db/free-port';
import { migrateDatabase } from '@/scripts/db/migrate';
import { seedReferenceDataAt } from '@/scripts/seed/reference-data';

export type TestDatabase = {
  /** The owner's connection (DATABASE_URL). */
  url: string;
  /** The app role's (APP_DATABASE_URL). */
  appUrl: string;
  drop: () => Promise<void>;
};

function assertLocal(url: string) {
  const host = new URL(url).hostname;
  if (
    !['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) &&
    process.env.ALLOW_REMOTE_TEST_DB !== 'true'
  ) {
    throw new Error(
      `Tests refuse DATABASE_URL on ${host}: they create and drop databases. Set ALLOW_REMOTE_TEST_DB=true to allow.`,
    );
  }
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `hovbook_test_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  let adminUrl: string;
  let stopServer: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    assertLocal(process.env.DATABASE_URL);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    // A cluster of this run's own: runs side by side (two terminals, helpers) never stop each other's server.
    const dataDir = path.resolve(`.data/test/pg-${label}-${process.pid}`);
    const pg = await startEmbeddedPostgres({
      dataDir,
      preferredPort: await freePort(),
      database: 'postgres',
      log: () => {},
    });
    adminUrl = pg.url('postgres');
    stopServer = async () => {
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
      // As root in a folder the postgres user cannot enter, the cluster lived under /var/lib/hovbook instead.
      if (pg.dataDir !== dataDir) await rm(pg.dataDir, { recursive: true, force: true });
    };
  }
  await createDatabaseIfMissing(adminUrl, name);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await migrateDatabase(url);
  await seedReferenceDataAt(url);
  // Roles belong to the whole server: one per run, so runs side by side on one server never share one.
  const role = `${name}_app`;
  const password = randomBytes(18).toString('base64url');
  await ensureAppRole(url, { role, password, resetPassword: true });
  await grantAppRole(url, role);
  return {
    url,
    appUrl: urlAs(url, role, password),
    drop: async () => {
      // A cluster of the run's own goes whole (it may already be shutting down: a stop signal reaches the whole
      // process group); on a shared server only this run's database and role are dropped.
      if (stopServer) return stopServer();
      const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
        await sql.unsafe(`drop role if exists "${role}"`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
