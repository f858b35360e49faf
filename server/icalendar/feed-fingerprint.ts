// A fingerprint of everything a user's feed is made of, far cheaper than the feed: feed-cache.ts serves the last
// rendering while it is unchanged. Every change to a row, by any statement of any code path (also one that leaves
// updated_at alone), writes a new row version with a new transaction id (xmin); an insert adds a row and a delete
// takes one away. So per table the feed reads, the count of its rows and the sum of their xmins change whenever one
// of them does: a sum and not a maximum, because transaction ids wrap around and a new one may be smaller. The
// bookings are counted as the feed selects them (also the ones that just aged out of its window); their animals,
// services, customers, horses and priced services over the whole tenant, which costs a rendering now and then when
// something the feed does not show changes, never a stale feed.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { animals, bookingAnimals, bookings, bookingServices, customers, services } from '@/server/db/schema';
import type { TenantDb } from '@/server/db/tenant';
import { inFeed } from './read-feed-bookings';

/** "count.sum" of the rows of `table` that `where` selects. */
const versionOf = (table: PgTable, where: SQL) =>
  sql`(select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from ${table} where ${where})`;

/** The fingerprint of the feed of `userId`, in the tenant `ctx` is bound to. */
export async function feedFingerprint(
  ctx: { ferrierId: string; db: TenantDb },
  { userId }: { userId: string },
): Promise<string> {
  const f = ctx.ferrierId;
  const [row] = await ctx.db.execute<{ fingerprint: string }>(sql`
    select concat_ws(':',
      ${versionOf(bookings, inFeed(f, userId))},
      ${versionOf(bookingAnimals, sql`${bookingAnimals.ferrierId} = ${f}`)},
      ${versionOf(bookingServices, sql`${bookingServices.ferrierId} = ${f}`)},
      ${versionOf(customers, sql`${customers.ferrierId} = ${f}`)},
      ${versionOf(animals, sql`${animals.ferrierId} = ${f}`)},
      ${versionOf(services, sql`${services.ferrierId} = ${f}`)}
    ) as fingerprint`);
  return row!.fingerprint;
}
