// What each background job does; the result is kept by pg-boss as the job's output (counts only, no personal data).
import { purgeCancelledAccounts } from '@/server/accounts/purge-accounts';
import { sendDueReminders } from '@/server/bookings/reminders/due-reminders';
import { deleteExpiredRateLimits } from './cleanup-rate-limits';
import { deleteStrayUploads, deleteUnreferencedFiles } from './cleanup-uploads';
import type { JobName } from './schedules';

export const HANDLERS: Record<JobName, () => Promise<Record<string, number>>> = {
  'purge-cancelled-accounts': async () => ({ purged: await purgeCancelledAccounts() }),
  'cleanup-rate-limits': async () => ({ deleted: await deleteExpiredRateLimits() }),
  'cleanup-uploads': async () => ({
    unreferencedFiles: await deleteUnreferencedFiles(),
    strayFiles: await deleteStrayUploads(),
  }),
  'booking-reminders': () => sendDueReminders(),
};
