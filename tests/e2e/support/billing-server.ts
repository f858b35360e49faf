// The billing server of the billing specs (tests/support/e2e-billing-server.ts): started for a spec's tests, stopped
// after them. It serves the main server's build, so the main server (Playwright's webServer) has built it already.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

export type BillingServer = { url: string; dataDir: string; stop: () => Promise<void> };

export async function startBillingServer(port: number): Promise<BillingServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.resolve(`.data/e2e-billing-${port}`);
  const child: ChildProcess = spawn(
    path.resolve('node_modules/.bin/tsx'),
    ['tests/support/e2e-billing-server.ts'],
    {
      env: { ...process.env, E2E_BILLING_PORT: String(port), E2E_BILLING_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`billing server exited: ${output}`);
        return fetch(`${url}/login`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
