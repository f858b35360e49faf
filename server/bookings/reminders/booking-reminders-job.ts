// The booking-reminders job: every minute, the reminders that have become due in every account (due-reminders.ts),
// each sent once. Enqueued with `ferrierIds`, it sweeps those accounts only, now.
import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';
import { sendDueReminders } from './due-reminders';

export const bookingRemindersJob = defineJob({
  name: 'booking-reminders',
  payload: z.object({ ferrierIds: z.array(z.uuid()).min(1).max(100).optional() }),
  handler: (scope) => sendDueReminders(scope),
  schedule: '* * * * *',
});
