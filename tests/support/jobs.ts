// Runs a background job the way production does (./run-job.ts), and stops the runner when the test file ends.
import { afterAll } from 'vitest';
import { stopJobRunner } from '@/server/jobs/queue';

export { runJob } from './run-job';

afterAll(() => stopJobRunner(5_000));
