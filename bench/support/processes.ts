// What a server costs the machine, read from Linux's /proc: its process tree (npm, the launcher, the server), the
// process that listens on its port, memory (RSS) sampled under load, and CPU time. Elsewhere the figures are null.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

export type ProcessInfo = { pid: number; ppid: number; name: string; command: string };

const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc/<pid>/stat times, on every Linux architecture we run on

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** /proc/<pid>/stat's fields after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function info(pid: number): ProcessInfo | null {
  const fields = statFields(pid);
  if (!fields) return null;
  const name = (read(`/proc/${pid}/comm`) ?? '').trim();
  const command = (read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' ').trim();
  return { pid, ppid: Number(fields[1]), name, command };
}

/** `root` and every process below it. */
export function processTree(root: number): ProcessInfo[] {
  let all: ProcessInfo[];
  try {
    all = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => info(Number(entry)))
      .filter((p): p is ProcessInfo => p !== null);
  } catch {
    return [];
  }
  const tree = all.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Resident memory in MB, or null when the process is gone (or this is not Linux). */
export function rssMb(pid: number): number | null {
  const kb = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '')?.[1];
  return kb === undefined ? null : Number(kb) / 1024;
}

/** User + system CPU time the process has used so far, in ms. */
export function cpuMs(pid: number): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  // utime and stime are stat's 14th and 15th fields; `fields` starts at the 3rd.
  return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
}

/** The process among `pids` that holds the socket listening on `port` (IPv4 or IPv6). */
export function listenerOf(port: number, pids: number[]): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the tenth column.
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

export type MemoryPeak = { peakMb: number | null; treePeakMb: number | null };

/** Samples the RSS of `pid` (and of all `tree`) every `everyMs` until stopped; returns the peaks. */
export function sampleMemory(pid: number, tree: number[], everyMs = 100): () => MemoryPeak {
  let peak: number | null = null;
  let treePeak: number | null = null;
  const sample = () => {
    const own = rssMb(pid);
    if (own !== null) peak = Math.max(peak ?? 0, own);
    const all = tree.map(rssMb).filter((v): v is number => v !== null);
    if (all.length)
      treePeak = Math.max(
        treePeak ?? 0,
        all.reduce((a, b) => a + b, 0),
      );
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return () => {
    clearInterval(timer);
    sample();
    return { peakMb: round(peak), treePeakMb: round(treePeak) };
  };
}

export const round = (v: number | null, digits = 0) => (v === null ? null : +v.toFixed(digits));
