// Processes the instances spec starts beside Playwright's server (web instances, a job worker), their output kept for
// a failure's message, stopped with SIGTERM and awaited.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

export type Started = { output: () => string; stop: () => Promise<void> };

export function startProcess(script: string, env: Record<string, string>): Started {
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `url` answers 200 (the process has not died meanwhile). */
export async function waitForUrl(url: string, started: Started) {
  await expect
    .poll(
      async () => {
        if (/exited|Error:/.test(started.output()) && !started.output().includes('ready')) return -1;
        return fetch(url).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250, 500, 1000], message: `${url}: ${started.output()}` },
    )
    .toBe(200);
}
