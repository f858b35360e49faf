// Whose calendar a feed URL opens: the token's row, found by its hash before any tenant is known
// (server/auth/token-owner.ts), with what the feed needs of the account — its company name and the user's language. A
// revoked token, a cancelled account, a user moved out of the token's account or a deactivated staff member (whose
// sessions end at once: server/staff/write-staff.ts) opens nothing; reactivated, the same address works again.
import 'server-only';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { tokenLookup, type TokenContext } from '@/server/auth/token-owner';
import { ferriers, icalendarTokens, staffProfiles, users } from '@/server/db/schema';

export const feedOwner = tokenLookup({
  stored: 'sha256',
  shape: URL_TOKEN_PATTERN,
  statement: (db) =>
    db
      .select({
        tokenId: icalendarTokens.id,
        ferrierId: icalendarTokens.ferrierId,
        userId: icalendarTokens.userId,
        company: ferriers.organizationName,
        language: users.language,
        lastUsedAt: icalendarTokens.lastUsedAt,
      })
      .from(icalendarTokens)
      .innerJoin(ferriers, eq(ferriers.id, icalendarTokens.ferrierId))
      .innerJoin(
        users,
        and(eq(users.id, icalendarTokens.userId), eq(users.ferrierId, icalendarTokens.ferrierId)),
      )
      .leftJoin(
        staffProfiles,
        and(
          eq(staffProfiles.userId, icalendarTokens.userId),
          eq(staffProfiles.ferrierId, icalendarTokens.ferrierId),
        ),
      )
      .where(
        and(
          eq(icalendarTokens.tokenHash, sql.placeholder('key')),
          isNull(icalendarTokens.revokedAt),
          ne(ferriers.status, 'cancelled'),
          // The owner has no staff profile; a member's must be active.
          or(isNull(staffProfiles.id), eq(staffProfiles.status, 'active')),
        ),
      )
      .prepare('icalendar_feed_owner'),
});

export type FeedOwner = NonNullable<Awaited<ReturnType<typeof feedOwner>>>;

/** Writes "last fetched" at most once an hour per token: a feed fetch should not cost a write every time. */
const TOUCH_INTERVAL = sql`interval '1 hour'`;

/** Notes that the feed was fetched (shown beside its address), as the token's tenant. */
export async function touchFeedToken(ctx: TokenContext, owner: FeedOwner): Promise<void> {
  if (owner.lastUsedAt && Date.now() - owner.lastUsedAt.getTime() <= 3_600_000) return;
  await ctx.db
    .update(icalendarTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(icalendarTokens.id, owner.tokenId),
        eq(icalendarTokens.ferrierId, ctx.ferrierId),
        or(
          isNull(icalendarTokens.lastUsedAt),
          lt(icalendarTokens.lastUsedAt, sql`now() - ${TOUCH_INTERVAL}`),
        ),
      ),
    );
}
