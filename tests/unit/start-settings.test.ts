// The start (instrumentation.ts) checks the settings a feature declares beside itself as it checks the core ones:
// it loads the jobs first, and with them their features' settings (here the 46elks ones the reminders use). Nothing
// else is loaded in this file before the start, as in a fresh server process.
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '@/instrumentation';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the start', () => {
  it('stops on a malformed setting of a feature, naming it, before the jobs start', async () => {
    Object.assign(process.env, {
      NEXT_RUNTIME: 'nodejs',
      DATABASE_URL: 'postgres://u:p@localhost:5432/db',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      ELKS_SENDER: 'AB',
    });
    await expect(register()).rejects.toThrow(
      /^Invalid environment configuration:\n {2}ELKS_SENDER: must be 3–11/,
    );
    expect((globalThis as { hovbookJobs?: unknown }).hovbookJobs).toBeUndefined();
    // The start loads every job and its feature (PDFs, Fortnox, mail) as a server does: seconds on a busy machine.
  }, 60_000);
});
