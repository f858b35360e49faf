// Every background job, each defined in a file of its own beside its feature (defineJob: name, payload, handler,
// schedule). The one list the runner (queue.ts) starts; a new job is one line here.
import type { z } from 'zod';
import { purgeCancelledAccountsJob } from '@/server/accounts/purge-accounts-job';
import { trialEndingJob } from '@/server/accounts/trial-ending';
import { bookingRemindersJob } from '@/server/bookings/reminders/booking-reminders-job';
import { invoiceMailJob } from '@/server/invoices/invoice-mail-job';
import { invoiceOverdueJob } from '@/server/invoices/overdue-sweep';
import { inboxMailJob } from '@/server/messages/inbox-mail-job';
import { invoicePaymentCheckJob } from '@/server/integrations/fortnox/payment-check-job';
import { invoiceAccountingSyncJob } from '@/server/integrations/fortnox/sync-invoice-job';
import { cleanupNotificationsJob } from '@/server/notifications/cleanup-notifications';
import { printDocumentJob } from '@/server/pdf/print-document-job';
import { cleanupRateLimitsJob } from './cleanup-rate-limits';
import { cleanupUploadsJob } from './cleanup-uploads';

export const JOBS = [
  purgeCancelledAccountsJob,
  cleanupRateLimitsJob,
  cleanupUploadsJob,
  bookingRemindersJob,
  invoiceMailJob,
  inboxMailJob,
  invoiceAccountingSyncJob,
  invoicePaymentCheckJob,
  printDocumentJob,
  invoiceOverdueJob,
  cleanupNotificationsJob,
  trialEndingJob,
];

export type Job = (typeof JOBS)[number];
export type JobName = Job['name'];

/** What `enqueue(ctx, name, payload)` takes for the job `name`, before its schema has parsed it. */
export type JobPayload<N extends JobName> = z.input<Extract<Job, { name: N }>['payload']>;

export const JOB_NAMES: JobName[] = JOBS.map((job) => job.name);
