// The job runner's start with the web process (instrumentation.ts): never while building, not when
// RUN_JOBS_IN_WEB=false hands the jobs to `npm run worker`, and a malformed value refused by name.
import { afterEach, describe, expect, it } from 'vitest';
import { register } from '@/instrumentation';
import { jobsRunInWebProcess, stopJobRunner } from '@/server/jobs/queue';

const runner = () => (globalThis as { hovbookJobs?: Promise<unknown> }).hovbookJobs;
const saved = { ...process.env };

afterEach(async () => {
  await stopJobRunner(5_000);
  for (const key of ['NEXT_RUNTIME', 'NEXT_PHASE', 'RUN_JOBS_IN_WEB']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the job runner in the web process', () => {
  it('starts with the Next.js server', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    expect(runner()).toBeDefined();
    await expect(runner()).resolves.toBeTruthy();
  });

  it('does not start during `next build`', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    process.env.NEXT_PHASE = 'phase-production-build';
    await register();
    expect(runner()).toBeUndefined();
  });

  it('does not start when RUN_JOBS_IN_WEB=false leaves the jobs to a worker', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    process.env.RUN_JOBS_IN_WEB = 'false';
    await register();
    expect(runner()).toBeUndefined();
  });

  it('reads RUN_JOBS_IN_WEB strictly', () => {
    expect(jobsRunInWebProcess(undefined)).toBe(true);
    expect(jobsRunInWebProcess('true')).toBe(true);
    expect(jobsRunInWebProcess('false')).toBe(false);
    expect(() => jobsRunInWebProcess('no')).toThrow(/RUN_JOBS_IN_WEB: must be true or false/);
  });

  it('reads WORKER=off (the design’s name) the same, before RUN_JOBS_IN_WEB', () => {
    expect(jobsRunInWebProcess(undefined, 'off')).toBe(false);
    expect(jobsRunInWebProcess('true', 'off')).toBe(false);
    expect(jobsRunInWebProcess(undefined, 'on')).toBe(true);
    expect(jobsRunInWebProcess('false', 'on')).toBe(false);
    expect(() => jobsRunInWebProcess(undefined, 'no')).toThrow(/WORKER: must be on or off/);
  });
});
