// The clash warning: another active booking of the same person overlapping the time is 409 BOOKING_CLASH unless the
// caller accepts it (allowClash). The answer names the other visits so the farrier knows them without the calendar:
// the customer, the horses and the time, then the reference ("Karin Sjöström (Blesse, Stjärna), 26 November 2026,
// 09:00–10:00. There is already B-2026-0042 for you at that time. Book anyway?").
import 'server-only';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format-date';
import { formatPersonName } from '@/lib/format-text';
import type { Locale } from '@/lib/i18n/locales';
import { stockholmParts } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { bookings, customers, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import './errors'; // BOOKING_CLASH
import { translator } from '@/server/i18n/translator';

/** Three named are enough to find them in the calendar. */
const NAMED = 3;

type Clash = {
  startAt: Date;
  endAt: Date;
  firstName: string | null;
  lastName: string | null;
  horses: string[];
};

/** "26 November 2026, 09:00–10:00" (the end's date too when the visit runs past midnight). */
function timeOf(t: ReturnType<typeof translator>, locale: Locale, clash: Clash) {
  const [start, end] = [stockholmParts(clash.startAt), stockholmParts(clash.endAt)];
  const date = formatDate(clash.startAt, locale);
  return start.date === end.date
    ? t('bookingClash.time', { date, start: start.time, end: end.time })
    : t('bookingClash.timeSpan', {
        date,
        start: start.time,
        endDate: formatDate(clash.endAt, locale),
        end: end.time,
      });
}

/** Who and what the visit is for: "Karin Sjöström (Blesse, Stjärna)", or '' for a visit with neither. */
function whatOf(clash: Clash) {
  const customer = formatPersonName(clash.firstName, clash.lastName);
  const horses = clash.horses.join(', ');
  return customer && horses ? `${customer} (${horses})` : customer || horses;
}

/**
 * The clashing visits in words, or 'none' when none has a customer or horse to name (the reference then says it
 * alone, as it always has).
 */
function visitsOf(locale: Locale, clashes: Clash[]) {
  if (!clashes.some(whatOf)) return 'none';
  const t = translator(locale);
  const visit = (c: Clash) => {
    const [what, time] = [whatOf(c), timeOf(t, locale, c)];
    return what ? t('bookingClash.visit', { what, time }) : time;
  };
  return clashes.map(visit).join('; ');
}

type Visit = { staffId: string; start: Date; end: Date; allowClash: boolean; self?: string };

/** Another active booking of the same person overlapping the time: 409 unless the caller accepts the clash. */
export async function checkClash(ctx: TenantContext, { staffId, start, end, allowClash, self }: Visit) {
  if (allowClash) return;
  const clashes = await ctx.db
    .select({
      id: bookings.id,
      referenceNumber: bookings.referenceNumber,
      name: users.firstName,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      horses: sql<string[]>`coalesce((
        select json_agg(a.name order by ba.position)
        from booking_animals ba join animals a on a.id = ba.animal_id and a.ferrier_id = ba.ferrier_id
        where ba.booking_id = ${bookings.id} and ba.ferrier_id = ${bookings.ferrierId}), '[]'::json)`,
    })
    .from(bookings)
    .leftJoin(users, and(eq(users.id, bookings.assignedUserId), eq(users.ferrierId, bookings.ferrierId)))
    .leftJoin(
      customers,
      and(eq(customers.id, bookings.customerId), eq(customers.ferrierId, bookings.ferrierId)),
    )
    .where(
      and(
        eq(bookings.ferrierId, ctx.ferrierId),
        eq(bookings.assignedUserId, staffId),
        eq(bookings.status, 'active'),
        lt(bookings.startAt, end),
        gt(bookings.endAt, start),
        self ? ne(bookings.id, self) : undefined,
      ),
    )
    .orderBy(bookings.startAt)
    .limit(10);
  if (!clashes.length) return;
  const t = translator(ctx.locale);
  const named = clashes.slice(0, NAMED);
  throw new AppError('BOOKING_CLASH', undefined, undefined, {
    params: {
      who: staffId === ctx.userId ? t('bookingClash.you') : (clashes[0]!.name ?? ''),
      visits: visitsOf(ctx.locale, named),
      reference: named
        .map((c) => c.referenceNumber ?? '')
        .join(', ')
        .concat(clashes.length > NAMED ? ' …' : ''),
    },
    details: { clashIds: clashes.map((c) => c.id).join(',') },
  });
}
