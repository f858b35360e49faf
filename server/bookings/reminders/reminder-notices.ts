// What the account is told about its reminders: one that went out (to the owner and the person who makes the visit),
// and one that reached the customer neither way. The failure is told in the transaction that gives the reminder back
// for the next sweep, once per booking and start time (the sweep tries again every minute). A sent one is told once
// it has gone: the sending itself is no transaction of ours.
import { and, eq } from 'drizzle-orm';
import { bookings } from '@/server/db/schema';
import { inTenant } from '@/server/db/tenant';
import type { Logger } from '@/server/logger';
import { notify } from '@/server/notifications/notify';
import { releaseReminder, type ReminderTarget } from './claim-reminder';

/** The reminder went out: by mail, by text message, or both. */
export async function noticeReminderSent(
  booking: ReminderTarget,
  { mailed, texted }: { mailed: boolean; texted: boolean },
  log: Logger,
): Promise<void> {
  await inTenant({ ferrierId: booking.ferrierId, log }, async (ctx) => {
    const [row] = await ctx.db
      .select({
        startAt: bookings.startAt,
        assignedUserId: bookings.assignedUserId,
        referenceNumber: bookings.referenceNumber,
      })
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), eq(bookings.ferrierId, ctx.ferrierId)));
    if (!row) return;
    await notify(ctx, {
      to: ['owner', row.assignedUserId],
      kind: 'reminder_sent',
      payload: {
        bookingId: booking.id,
        referenceNumber: row.referenceNumber,
        startAt: row.startAt.toISOString(),
        mailed,
        texted,
      },
    });
  });
}

/** Gives the reminder back for the next sweep and, in the same transaction, tells its failure (once). */
export async function releaseFailedReminder(
  booking: ReminderTarget,
  tokenHash: string,
  log: Logger,
): Promise<void> {
  try {
    await inTenant({ ferrierId: booking.ferrierId, log }, async (ctx) => {
      const released = await releaseReminder(booking, tokenHash, ctx.db);
      if (!released) return;
      const key = { bookingId: booking.id, startAt: released.startAt };
      await notify(ctx, {
        to: ['owner', released.assignedUserId],
        kind: 'reminder_failed',
        payload: { ...key, referenceNumber: released.referenceNumber },
        once: key,
      });
    });
  } catch (err) {
    // The reminder must go back to the sweep whatever became of the notice.
    log.error({ err, bookingId: booking.id }, 'reminder failure not told; given back without a notice');
    await releaseReminder(booking, tokenHash);
  }
}
