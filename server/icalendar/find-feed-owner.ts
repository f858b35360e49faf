// Whose calendar a feed URL opens: the token's row found by its hash, before any tenant is known (so on the system
// handle), with what the feed needs of the account — its company name and the user's language. A revoked token, a
// cancelled account or a user moved out of the token's account opens nothing.
import 'server-only';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { ferriers, icalendarTokens, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { urlTokenHash } from '@/server/url-token';

export type FeedOwner = {
  tokenId: string;
  ferrierId: string;
  userId: string;
  company: string;
  locale: Locale;
};

function lookup(db: ReturnType<typeof systemDb>) {
  return db
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
    .where(
      and(
        eq(icalendarTokens.tokenHash, sql.placeholder('hash')),
        isNull(icalendarTokens.revokedAt),
        ne(ferriers.status, 'cancelled'),
      ),
    )
    .prepare('icalendar_feed_owner');
}

// Built once per database handle (tests close and reopen it), as bearer-session.ts does.
let prepared: { db: ReturnType<typeof systemDb>; query: ReturnType<typeof lookup> } | undefined;

/** Writes "last fetched" at most once an hour per token: a feed fetch should not cost a write every time. */
const TOUCH_INTERVAL = sql`interval '1 hour'`;

/** The owner of the feed `token` names, or null (also for anything that is not a token at all). */
export async function findFeedOwner(token: string): Promise<FeedOwner | null> {
  if (!URL_TOKEN_PATTERN.test(token)) return null;
  const db = systemDb();
  if (prepared?.db !== db) prepared = { db, query: lookup(db) };
  const [row] = await prepared.query.execute({ hash: urlTokenHash(token) });
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 3_600_000) {
    await db
      .update(icalendarTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(icalendarTokens.id, row.tokenId),
          or(
            isNull(icalendarTokens.lastUsedAt),
            lt(icalendarTokens.lastUsedAt, sql`now() - ${TOUCH_INTERVAL}`),
          ),
        ),
      );
  }
  return {
    tokenId: row.tokenId,
    ferrierId: row.ferrierId,
    userId: row.userId,
    company: row.company,
    locale: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
  };
}
