// One booking's reminder: claimed (so it goes once), then mailed to the customer in their language and, where a text
// message provider is configured, texted too. A reminder that reaches the customer neither way is given back for the
// next sweep. Either way the account is told (reminder-notices.ts).
import { and, eq } from 'drizzle-orm';
import { bookings } from '@/server/db/schema';
import type { Logger } from '@/server/logger';
import { sendMail } from '@/server/mail/transport';
import type { SmsProvider } from '@/server/sms/sms-provider';
import { claimReminder, type ReminderTarget } from './claim-reminder';
import { noticeReminderSent, releaseFailedReminder } from './reminder-notices';
import { newUrlToken, urlTokenHash } from '@/server/url-token';
import { reminderMail } from './reminder-mail';
import { reminderSms } from './reminder-sms';
import { readVisit } from './reminder-visit';

/**
 * A mail host's refusal, told without the address: nodemailer's errors quote the recipient ("550 <karin@…>") in
 * their message and `rejected` list, and log lines never carry a customer's address.
 */
export class ReminderMailError extends Error {
  constructor(err: unknown) {
    const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
    super(`reminder mail not sent (${[code, responseCode].filter(Boolean).join(' ') || 'no code'})`);
    this.name = 'ReminderMailError';
  }
}

type ReminderOutcome = {
  /** False when another worker had it, or it was no longer due. */
  claimed: boolean;
  mailed: boolean;
  texted: boolean;
};

export async function sendReminder(
  booking: ReminderTarget,
  { sms, log }: { sms: SmsProvider | null; log: Logger },
): Promise<ReminderOutcome> {
  const token = newUrlToken();
  const tokenHash = urlTokenHash(token);
  if (!(await claimReminder(booking, tokenHash))) return { claimed: false, mailed: false, texted: false };

  // Ids only in the log: never the customer's address, number or the token.
  const bookingLog = log.child({ bookingId: booking.id });
  let mailed = false;
  let texted = false;
  try {
    const visit = await readVisit(
      and(eq(bookings.id, booking.id), eq(bookings.ferrierId, booking.ferrierId)),
    );
    const customer = visit?.customer;
    if (!visit || !customer) throw new Error('the claimed booking has no customer');
    // Each way is tried whatever the other did: a refused address must not keep the text message from going out.
    const failures: unknown[] = [];
    if (customer.email) {
      try {
        await sendMail(reminderMail(visit, { ...customer, email: customer.email }, token));
        mailed = true;
      } catch (err) {
        failures.push(new ReminderMailError(err));
      }
    }
    if (sms && customer.phone) {
      try {
        await sms.send(customer.phone, reminderSms(visit, customer.language, token));
        texted = true;
      } catch (err) {
        failures.push(err);
      }
    }
    if (!mailed && !texted)
      throw failures[0] ?? new Error('the customer has neither email nor a number to text');
    // One way reached the customer: the reminder stands; what failed is logged (the sweep logs a thrown one).
    for (const err of failures) bookingLog.error({ err }, 'reminder partly sent');
  } catch (err) {
    await releaseFailedReminder(booking, tokenHash, bookingLog);
    throw err;
  }
  bookingLog.info({ mailed, texted }, 'reminder sent');
  try {
    await noticeReminderSent(booking, { mailed, texted }, bookingLog);
  } catch (err) {
    // The reminder went out; only the notice of it is missing.
    bookingLog.error({ err }, 'reminder sent, but not told');
  }
  return { claimed: true, mailed, texted };
}
