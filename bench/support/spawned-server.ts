// A server the benchmarks start as a process group of its own: how long it took to answer, which process serves
// it (the listener, beneath launchers such as npm), and a stop that ends the whole group.
import { spawn } from 'node:child_process';
import { listenerOf, processTree, type ProcessInfo } from './processes';

export type SpawnedServer = {
  base: string;
  /** The launched process (npm, or the server itself). */
  rootPid: number;
  /** The process listening on the port: the server. */
  serverPid: number;
  /** Every process of the group once the server answered (name, pid). */
  processes: ProcessInfo[];
  /** From spawning to the first answer (any status) to `readyPath`, in ms. */
  coldStartMs: number;
  /** The last lines the server printed (for errors). */
  output: () => string;
  stop: () => Promise<void>;
};

export type SpawnOptions = {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** Polled until it answers. */
  readyPath: string;
  timeoutMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function spawnServer(opts: SpawnOptions): Promise<SpawnedServer> {
  const base = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  // detached: a process group of its own, so the stop reaches npm, its shell and the server alike.
  const proc = spawn(opts.command, opts.args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: opts.env,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  let exited = false;
  proc.on('exit', () => (exited = true));
  const pid = proc.pid!;

  const stop = async () => {
    if (!groupAlive(pid)) return;
    process.kill(-pid, 'SIGTERM');
    for (let i = 0; i < 150 && groupAlive(pid); i++) await sleep(100);
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  };

  const deadline = started + (opts.timeoutMs ?? 120_000);
  for (;;) {
    const res = await fetch(`${base}${opts.readyPath}`).catch(() => null);
    if (res) {
      await res.arrayBuffer();
      break;
    }
    if (exited || performance.now() > deadline) {
      await stop();
      throw new Error(`${opts.command} ${opts.args.join(' ')} did not start:\n${lines.join('\n')}`);
    }
    await sleep(20);
  }
  const coldStartMs = Math.round(performance.now() - started);
  const processes = processTree(pid);
  const serverPid =
    listenerOf(
      opts.port,
      processes.map((p) => p.pid),
    ) ?? pid;
  return { base, rootPid: pid, serverPid, processes, coldStartMs, output: () => lines.join('\n'), stop };
}
