import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its browsers on our machines: use the system Chromium when there is one.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

const launchOptions = {
  executablePath,
  // Without these, Chromium keeps calling Google services that a closed network refuses.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: 'tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
