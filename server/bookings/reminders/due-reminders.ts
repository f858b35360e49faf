// The booking-reminders sweep: finds the bookings due for a reminder in every account (or the ones named) and sends
// each one (send-reminder.ts claims it first, so a booking is reminded once however many workers sweep at the same
// time). Run every minute by booking-reminders-job.ts.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';
import { logger } from '@/server/logger';
import { smsProvider } from '@/server/sms/sms-provider';
import { isDue, type ReminderTarget } from './claim-reminder';
import { sendReminder } from './send-reminder';

/** Per sweep; more wait for the next minute's. */
const BATCH = 500;

const log = logger.child({ component: 'reminders' });

/** Which accounts a sweep covers: all (the job), or the ones named (a test that must not touch other tests' rows). */
export type SweepScope = { ferrierIds?: readonly string[] };

/** Due bookings whose customer can be reached (an email, or a number when text messages are on), soonest first. */
async function dueReminders({
  textable,
  ferrierIds,
}: SweepScope & { textable: boolean }): Promise<ReminderTarget[]> {
  const accounts = ferrierIds
    ? sql`and b.ferrier_id in (${sql.join(
        ferrierIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await systemDb().execute<ReminderTarget>(sql`
    select b.id, b.ferrier_id as "ferrierId"
    from bookings b
    join ferriers f on f.id = b.ferrier_id
    join customers c on c.id = b.customer_id and c.ferrier_id = b.ferrier_id
    where ${isDue()}
      and (c.email is not null or (${textable}::boolean and c.phone is not null))
      ${accounts}
    order by b.start_at
    limit ${BATCH}`);
  return rows.map(({ id, ferrierId }) => ({ id, ferrierId }));
}

export async function sendDueReminders(scope: SweepScope = {}): Promise<Record<string, number>> {
  const sms = smsProvider();
  const counts = { due: 0, sent: 0, mailed: 0, texted: 0, failed: 0 };
  if (scope.ferrierIds?.length === 0) return counts;
  for (const booking of await dueReminders({ ...scope, textable: sms !== null })) {
    counts.due++;
    try {
      const outcome = await sendReminder(booking, { sms, log });
      if (!outcome.claimed) continue;
      counts.sent++;
      if (outcome.mailed) counts.mailed++;
      if (outcome.texted) counts.texted++;
    } catch (err) {
      // One customer's failure (a refused address) does not hold up the others; it is tried again next minute.
      counts.failed++;
      log.error({ err, bookingId: booking.id }, 'reminder not sent; tried again at the next sweep');
    }
  }
  return counts;
}
