// The background jobs and when they run (cron in Stockholm time; pg-boss sends each once, however many instances).
export const SCHEDULES = {
  // Daily at a quiet hour: accounts cancelled more than 30 days ago.
  'purge-cancelled-accounts': '30 3 * * *',
  // Hourly: rate-limit rows whose window is over.
  'cleanup-rate-limits': '15 * * * *',
  // Daily: stored files nothing refers to, and stray files in the uploads folder.
  'cleanup-uploads': '45 3 * * *',
  // Every minute: visit reminders that have become due (server/bookings/reminders), each sent once.
  'booking-reminders': '* * * * *',
} as const;

export type JobName = keyof typeof SCHEDULES;

export const JOB_NAMES = Object.keys(SCHEDULES) as JobName[];
