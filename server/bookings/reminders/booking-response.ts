// The public answer page's use cases: the visit behind a reminder's token, and the customer's answer to it. The
// token is the only key (no sign-in): it finds its booking by its hash (server/auth/token-owner.ts), and the page is
// then read and answered as that booking's tenant, so row-level security holds here as on every signed-in request. A
// link stops working when the visit has started, or is no longer active, or has been moved (a move clears the
// token). Reading never changes anything: mail scanners follow links.
import 'server-only';
import { and, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import type { BookingAnswerInput } from '@/lib/validation/booking-response';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { asTokenOwner, tokenLookup, type TokenContext } from '@/server/auth/token-owner';
import type { VisitorContext } from '@/server/context';
import { bookings } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { notify } from '@/server/notifications/notify';
import { hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { urlTokenHash } from '@/server/url-token';
import { LIMITS } from './limits';
import { publicVisit, readVisit } from './reminder-visit';

/** The booking a token still answers for: its hash, active, not started. */
const answerable = (tokenHash: string | SQLWrapper) =>
  and(
    eq(bookings.responseTokenHash, tokenHash),
    eq(bookings.status, 'active'),
    gt(bookings.startAt, sql`now()`),
  );

const reminderBooking = tokenLookup({
  stored: 'sha256',
  shape: URL_TOKEN_PATTERN,
  statement: (db) =>
    db
      .select({ id: bookings.id, ferrierId: bookings.ferrierId })
      .from(bookings)
      .where(answerable(sql.placeholder('key')))
      .limit(1)
      .prepare('booking_response_owner'),
});

type ReminderBooking = { id: string; ferrierId: string };

/** The visit as the page shows it, read again as the tenant: still answerable by this token. */
async function visitOf(ctx: TokenContext, booking: ReminderBooking, token: string) {
  const visit = await readVisit(
    and(eq(bookings.id, booking.id), eq(bookings.ferrierId, ctx.ferrierId), answerable(urlTokenHash(token))),
    ctx.db,
  );
  if (!visit) throw new AppError('NOT_FOUND');
  return publicVisit(visit);
}

/** GET booking-responses/{token}: the visit, and the answer given so far. */
export async function getBookingResponse(visitor: VisitorContext, { token }: { token: string }) {
  await hit(`booking-response-view-ip:${limitAddress(requestContext().ip)}`, LIMITS.bookingResponseViewPerIp);
  return asTokenOwner(visitor, reminderBooking, token, (ctx, booking) => visitOf(ctx, booking, token));
}

/**
 * POST booking-responses/{token}: confirmed or declined. The customer may change their mind until the visit; each
 * change raises the booking's sequence (subscribed calendars show the answer), the same answer again changes nothing.
 */
export async function answerBooking(
  visitor: VisitorContext,
  { token, input }: { token: string; input: BookingAnswerInput },
) {
  await hit(`booking-response-ip:${limitAddress(requestContext().ip)}`, LIMITS.bookingResponsePerIp);
  return asTokenOwner(visitor, reminderBooking, token, async (ctx, booking) => {
    const [changed] = await ctx.db
      .update(bookings)
      .set({
        response: input.answer,
        respondedAt: sql`now()`,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.ferrierId, ctx.ferrierId),
          answerable(urlTokenHash(token)),
          sql`${bookings.response} is distinct from ${input.answer}`,
        ),
      )
      .returning({
        startAt: bookings.startAt,
        assignedUserId: bookings.assignedUserId,
        referenceNumber: bookings.referenceNumber,
      });
    // An answer (or a changed one) is told to the owner and the person who makes the visit; the same again is not.
    if (changed)
      await notify(ctx, {
        to: ['owner', changed.assignedUserId],
        kind: input.answer === 'confirmed' ? 'booking_confirmed' : 'booking_declined',
        payload: {
          bookingId: booking.id,
          referenceNumber: changed.referenceNumber,
          startAt: changed.startAt.toISOString(),
        },
      });
    return visitOf(ctx, booking, token);
  });
}
