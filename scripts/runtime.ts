// What `npm start` and the browser tests share: .env loading, the local auth secret, the database
// (DATABASE_URL, or embedded PostgreSQL), migrations, the app's own database role, and a production build that is
// rebuilt when sources change.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextEnv from '@next/env';
import { APP_ROLE, checkAppDatabaseUrl, ensureAppRole, grantAppRole, roleOf, urlAs } from './db/app-role';
import { startEmbeddedPostgres, type RunningPostgres } from './db/embedded-postgres';
import { migrateDatabase } from './db/migrate';

export const log = (m: string) => console.log(`[hovbook] ${m}`);

export function loadDotEnv(): void {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
}

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || '.data');
}

/** A secret for signing sessions: BETTER_AUTH_SECRET, or one made once and kept in DATA_DIR. */
export async function ensureAuthSecret(): Promise<void> {
  if (process.env.BETTER_AUTH_SECRET) return;
  const file = path.join(dataDir(), 'auth-secret');
  if (!existsSync(file)) {
    await mkdir(dataDir(), { recursive: true });
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    log(`Generated a session secret in ${file} (set BETTER_AUTH_SECRET in production).`);
  }
  process.env.BETTER_AUTH_SECRET = (await readFile(file, 'utf8')).trim();
}

/** A password made once and kept in DATA_DIR (mode 0600), like the session secret. */
async function keptPassword(name: string): Promise<string> {
  const file = path.join(dataDir(), name);
  if (!existsSync(file)) {
    await mkdir(dataDir(), { recursive: true });
    await writeFile(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  return (await readFile(file, 'utf8')).trim();
}

/**
 * The app role's connection (APP_DATABASE_URL), which row-level security binds: the one named there, or the role
 * hovbook_app, created by the owner with a password kept in DATA_DIR. Either way it is granted what it needs after the
 * migrations, and refused if it could see past the policies (superuser, BYPASSRLS, owner of a table).
 */
async function ensureAppDatabase(ownerUrl: string, { embedded }: { embedded: boolean }): Promise<string> {
  let appUrl = process.env.APP_DATABASE_URL;
  if (!appUrl) {
    const password = await keptPassword('postgres-app-password');
    // The embedded cluster is ours alone, so its role takes the kept password (a data folder from before this role,
    // a deleted password file). On a server of yours an existing role keeps its password: see the README.
    await ensureAppRole(ownerUrl, { role: APP_ROLE, password, resetPassword: embedded });
    appUrl = urlAs(ownerUrl, APP_ROLE, password);
  }
  // Checked before anything is granted: a mistaken APP_DATABASE_URL must not change the owner's own privileges.
  await checkAppDatabaseUrl(appUrl).catch((err: Error) => {
    const hint =
      !process.env.APP_DATABASE_URL && /password authentication failed/.test(err.message)
        ? ` The role ${APP_ROLE} exists with another password than ${path.join(dataDir(), 'postgres-app-password')}: ` +
          'set APP_DATABASE_URL, or copy that file from the instance that created the role.'
        : '';
    throw new Error(`${err.message}${hint}`);
  });
  await grantAppRole(ownerUrl, roleOf(appUrl));
  process.env.APP_DATABASE_URL = appUrl;
  return appUrl;
}

/**
 * Uses DATABASE_URL when set (starting nothing); otherwise starts embedded PostgreSQL under DATA_DIR/postgres. Either
 * way migrates as the owner and sets up the app's role (APP_DATABASE_URL).
 */
export async function ensureDatabase(): Promise<{ url: string; appUrl: string; embedded?: RunningPostgres }> {
  if (process.env.DATABASE_URL) {
    log('Using the database in DATABASE_URL.');
    await migrateDatabase(process.env.DATABASE_URL);
    const appUrl = await ensureAppDatabase(process.env.DATABASE_URL, { embedded: false });
    return { url: process.env.DATABASE_URL, appUrl };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir(), 'postgres'),
    preferredPort: Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: 'hovbook',
    log,
  });
  const url = embedded.url('hovbook');
  log(`Embedded PostgreSQL is running on 127.0.0.1:${embedded.port} (data in ${embedded.dataDir}).`);
  await migrateDatabase(url);
  const appUrl = await ensureAppDatabase(url, { embedded: true });
  process.env.DATABASE_URL = url;
  return { url, appUrl, embedded };
}

const SOURCES = ['app', 'components', 'lib', 'server', 'messages', 'public', 'content'];
const SOURCE_FILES = [
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

export function buildIsStale(): boolean {
  const buildId = path.resolve('.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return [...SOURCES, ...SOURCE_FILES].some((entry) => newestMtime(entry) > built);
}

export function nextBin(): string {
  return path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

export async function buildIfStale(): Promise<void> {
  if (!buildIsStale()) return;
  log('Building the production bundle (only when sources changed; takes a minute or two)…');
  await run(process.execPath, [nextBin(), 'build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
}
