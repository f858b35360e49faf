// Hourly: rate-limit rows whose window is over (under the longest window a limit may have, so under whichever limit
// wrote them, in whichever feature it is declared).
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { systemDb } from '@/server/db/system';
import { rateLimits } from '@/server/db/schema';
import { LONGEST_WINDOW_SECONDS } from '@/server/rate-limit';
import { defineJob } from './define-job';

export const longestWindowSeconds = () => LONGEST_WINDOW_SECONDS;

export async function deleteExpiredRateLimits(): Promise<number> {
  const result = await systemDb()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${longestWindowSeconds()})`));
  return result.count;
}

export const cleanupRateLimitsJob = defineJob({
  name: 'cleanup-rate-limits',
  payload: z.object({}),
  handler: async () => ({ deleted: await deleteExpiredRateLimits() }),
  schedule: '15 * * * *',
});
