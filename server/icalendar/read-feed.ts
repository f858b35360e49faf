// icalendar/feed/{token}.ics: the calendar a feed URL opens, for calendar apps that fetch it without a session. The
// token alone opens it (found by its hash); the bookings are then read as the token's tenant, so row-level security
// holds here as on every signed-in request.
import 'server-only';
import type { VisitorContext } from '@/server/context';
import { inTenant } from '@/server/db/tenant';
import { AppError } from '@/server/errors';
import { LIMITS, hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { feedCalendar } from './feed-calendar';
import { findFeedOwner } from './find-feed-owner';
import { readFeedBookings } from './read-feed-bookings';

/** The feed's iCalendar text; NOT_FOUND for a token that is unknown, revoked or of a cancelled account. */
export async function readFeed(visitor: VisitorContext, { token }: { token: string }): Promise<string> {
  await hit(`icalendar-feed-ip:${limitAddress(requestContext().ip)}`, LIMITS.icalendarFeedPerIp);
  const owner = await findFeedOwner(token);
  if (!owner) throw new AppError('NOT_FOUND');
  const bookings = await inTenant({ ...visitor, ferrierId: owner.ferrierId }, (ctx) =>
    readFeedBookings(ctx, { userId: owner.userId }),
  );
  return feedCalendar({ company: owner.company, locale: owner.locale, bookings });
}
