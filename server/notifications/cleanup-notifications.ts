// Daily: notifications read more than 90 days ago are deleted (unread ones stay until they are read or deleted).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { systemDb } from '@/server/db/system';
import { defineJob } from '@/server/jobs/define-job';

export const READ_NOTIFICATIONS_KEPT_DAYS = 90;

/** Deletes, in every account, the notifications read more than 90 days ago; answers how many. */
export async function deleteOldReadNotifications(): Promise<number> {
  const deleted = await systemDb().execute(sql`
    delete from notifications
    where read_at is not null
      and read_at < now() - make_interval(days => ${READ_NOTIFICATIONS_KEPT_DAYS})
    returning id`);
  return deleted.length;
}

export const cleanupNotificationsJob = defineJob({
  name: 'cleanup-notifications',
  payload: z.object({}),
  handler: async () => ({ deleted: await deleteOldReadNotifications() }),
  // At a quiet hour, beside the other cleanups.
  schedule: '50 3 * * *',
});
