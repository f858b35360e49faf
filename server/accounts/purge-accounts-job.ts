// The purge as a background job: daily at a quiet hour, every account cancelled — or whose subscription ended — more
// than 30 days ago.
import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';
import { purgeCancelledAccounts } from './purge-accounts';

export const purgeCancelledAccountsJob = defineJob({
  name: 'purge-cancelled-accounts',
  payload: z.object({}),
  handler: async () => ({ purged: await purgeCancelledAccounts() }),
  schedule: '30 3 * * *',
});
