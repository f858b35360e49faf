// The public answer page's use cases: the visit behind a reminder's token, and the customer's answer to it. The
// token is the only key (no sign-in); a link stops working when the visit has started, or is no longer active, or
// has been moved (a move clears the token). Reading never changes anything: mail scanners follow links.
import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { BookingAnswerInput } from '@/lib/validation/booking-response';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import type { VisitorContext } from '@/server/context';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { bookings } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { urlTokenHash } from '@/server/url-token';
import { LIMITS } from './limits';
import { publicVisit, readVisit } from './reminder-visit';

/** The booking a token still answers for: its hash, active, not started. */
const answerable = (tokenHash: string) =>
  and(
    eq(bookings.responseTokenHash, tokenHash),
    eq(bookings.status, 'active'),
    gt(bookings.startAt, sql`now()`),
  );

function tokenHashOf(token: string): string {
  if (!URL_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND');
  return urlTokenHash(token);
}

async function visitFor(tokenHash: string) {
  const visit = await readVisit(answerable(tokenHash));
  if (!visit) throw new AppError('NOT_FOUND');
  return publicVisit(visit);
}

/** GET booking-responses/{token}: the visit, and the answer given so far. */
export async function getBookingResponse(_visitor: VisitorContext, { token }: { token: string }) {
  await hit(`booking-response-view-ip:${limitAddress(requestContext().ip)}`, LIMITS.bookingResponseViewPerIp);
  return visitFor(tokenHashOf(token));
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
  const tokenHash = tokenHashOf(token);
  // Found by the token alone (the tenant is not known before), as the feed finds its owner; then answered as that
  // tenant, so row-level security holds for the write as on every signed-in one.
  const [booking] = await systemDb()
    .select({ id: bookings.id, ferrierId: bookings.ferrierId })
    .from(bookings)
    .where(answerable(tokenHash))
    .limit(1);
  if (!booking) throw new AppError('NOT_FOUND');
  await inTenant({ ...visitor, ferrierId: booking.ferrierId }, ({ db, ferrierId }) =>
    db
      .update(bookings)
      .set({
        response: input.answer,
        respondedAt: sql`now()`,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.ferrierId, ferrierId),
          answerable(tokenHash),
          sql`${bookings.response} is distinct from ${input.answer}`,
        ),
      ),
  );
  return visitFor(tokenHash);
}
