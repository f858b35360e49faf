// The Today screen's "due and not booked": the caller's active horses whose next visit is within the coming week
// (overdue ones included) and that no active booking from today on covers — what the farrier still has to book.
import 'server-only';
import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import { addDays } from '@/lib/validation/dates';
import { DUE_WITHIN_DAYS, type DueAnimalsQuery } from '@/lib/validation/due-animals';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import type { TenantContext } from '@/server/context';
import { animals, bookingAnimals, bookings, customers } from '@/server/db/schema';
import { fileUrlOf } from '@/server/storage/file-url';
import { nextVisitKey, ownerJoin, ownerWithPhone } from '@/server/animals/read-animals';

export async function dueAnimals(
  ctx: TenantContext,
  { input, now = new Date() }: { input: DueAnimalsQuery; now?: Date },
) {
  const today = todayInStockholm(now);
  // A visit booked for earlier today that is not yet marked done still counts: the horse is booked.
  const startOfToday = stockholmInstant(today, '00:00');
  const booked = ctx.db
    .select({ one: sql`1` })
    .from(bookingAnimals)
    .innerJoin(
      bookings,
      and(eq(bookings.id, bookingAnimals.bookingId), eq(bookings.ferrierId, bookingAnimals.ferrierId)),
    )
    .where(
      and(
        eq(bookingAnimals.ferrierId, ctx.ferrierId),
        eq(bookingAnimals.animalId, animals.id),
        eq(bookings.status, 'active'),
        gte(bookings.startAt, startOfToday),
      ),
    );
  return ctx.db
    .select({
      id: animals.id,
      name: animals.name,
      pictureUrl: fileUrlOf(animals.pictureFileId),
      // Never null: the range below leaves out horses without a next visit.
      nextVisit: sql<string>`${animals.nextVisit}::text`,
      overdue: sql<boolean>`${animals.nextVisit} < ${today}::date`,
      owner: ownerWithPhone,
      stable: animals.stable,
      address: animals.address,
      postalCode: animals.postalCode,
      city: animals.city,
    })
    .from(animals)
    .leftJoin(customers, ownerJoin)
    .where(
      and(
        eq(animals.ferrierId, ctx.ferrierId),
        eq(animals.status, 'active'),
        sql`${nextVisitKey} <= ${addDays(today, DUE_WITHIN_DAYS)}::date`,
        notExists(booked),
      ),
    )
    .orderBy(nextVisitKey, animals.id)
    .limit(input.limit);
}
