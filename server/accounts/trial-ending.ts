// "Your trial ends in 2 days" (issue 25's notifications): a daily run at 08:00 Stockholm time tells the owner of every
// active account whose trial ends between one and two days from now and that has no paying subscription. Each end
// falls in that one-day window at exactly one daily run, so an owner is told once without a mark on the account (and
// a notice they deleted is not written again); `once` keeps a retried run from telling twice. The notice is written in
// its own account's transaction, through the tenant handle, like every notification (notify).
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYING_STATUSES } from '@/server/access/plan';
import { ferriers, subscriptions } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { defineJob } from '@/server/jobs/define-job';
import { logger } from '@/server/logger';
import { notify } from '@/server/notifications/notify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tells the owners whose trial ends in (1, 2] days from `now`; `ferrierIds` limits the run to those accounts. */
export async function noticeTrialsEnding({
  now = new Date(),
  ferrierIds,
}: { now?: Date; ferrierIds?: readonly string[] } = {}): Promise<{ told: number; failed: number }> {
  const counts = { told: 0, failed: 0 };
  if (ferrierIds?.length === 0) return counts;
  const accounts = await systemDb()
    .select({ ferrierId: ferriers.id, trialEndsAt: ferriers.trialEndsAt })
    .from(ferriers)
    .where(
      and(
        eq(ferriers.status, 'active'),
        gt(ferriers.trialEndsAt, new Date(now.getTime() + DAY_MS)),
        lte(ferriers.trialEndsAt, new Date(now.getTime() + 2 * DAY_MS)),
        notExists(
          systemDb()
            .select({ one: sql`1` })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.ferrierId, ferriers.id),
                inArray(subscriptions.status, [...PAYING_STATUSES]),
              ),
            ),
        ),
        ferrierIds ? inArray(ferriers.id, [...ferrierIds]) : undefined,
      ),
    );
  for (const { ferrierId, trialEndsAt } of accounts) {
    try {
      const trialEnds = trialEndsAt!.toISOString();
      counts.told += await inTenant({ ferrierId, log: logger }, (ctx) =>
        notify(ctx, {
          to: 'owner',
          kind: 'trial_ending',
          payload: { trialEndsAt: trialEnds },
          once: { trialEndsAt: trialEnds },
        }),
      );
    } catch (err) {
      counts.failed++;
      logger.error({ err, ferrierId }, 'Trial end not told');
    }
  }
  return counts;
}

export const trialEndingJob = defineJob({
  name: 'trial-ending',
  payload: z.object({ ferrierIds: z.array(z.uuid()).min(1).max(100).optional() }),
  handler: (scope) => noticeTrialsEnding(scope),
  // Once a day, in the morning, when the owner plans the day.
  schedule: '0 8 * * *',
});
