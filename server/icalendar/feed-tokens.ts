// icalendar/token and icalendar/token/regenerate: the signed-in user's calendar-feed address. One active token per
// user; regenerating revokes it (its URL answers 404 from then on) and makes a new one.
import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FeedToken } from '@/lib/validation/icalendar';
import type { TenantContext } from '@/server/context';
import { icalendarTokens } from '@/server/db/schema';
import { env } from '@/server/env';
import { newUrlToken, urlTokenHash } from '@/server/url-token';
import { sealFeedToken, unsealFeedToken } from './token-crypto';

/** The subscription URL of a token: absolute, on the app's public address (as the mails' links are). */
export function feedUrl(token: string): string {
  return `${env().APP_URL.replace(/\/+$/, '')}/api/v1/icalendar/feed/${token}.ics`;
}

type TokenRow = { id: string; tokenSealed: string; createdAt: Date; lastUsedAt: Date | null };

const answer = (token: string, row: TokenRow): FeedToken => ({
  url: feedUrl(token),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const ownActive = (ctx: TenantContext) =>
  and(
    eq(icalendarTokens.ferrierId, ctx.ferrierId),
    eq(icalendarTokens.userId, ctx.userId),
    isNull(icalendarTokens.revokedAt),
  );

/**
 * Serializes token changes of one user until the transaction ends, so two first visits at once (two tabs) make one
 * token, not two different URLs.
 */
async function lockUserTokens(ctx: TenantContext): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`icalendar:${ctx.userId}`}, 0))`);
}

async function issue(ctx: TenantContext): Promise<FeedToken> {
  const token = newUrlToken();
  const [row] = await ctx.db
    .insert(icalendarTokens)
    .values({
      ferrierId: ctx.ferrierId,
      userId: ctx.userId,
      tokenHash: urlTokenHash(token),
      tokenSealed: sealFeedToken(token, ctx.userId),
    })
    .returning();
  if (!row) throw new Error('feed token insert returned nothing');
  return answer(token, row);
}

async function revokeActive(ctx: TenantContext): Promise<void> {
  await ctx.db.update(icalendarTokens).set({ revokedAt: new Date() }).where(ownActive(ctx));
}

/** The user's active feed address, made on the first visit. */
export async function getFeedToken(ctx: TenantContext): Promise<FeedToken> {
  await lockUserTokens(ctx);
  const [active] = await ctx.db
    .select({
      id: icalendarTokens.id,
      tokenSealed: icalendarTokens.tokenSealed,
      createdAt: icalendarTokens.createdAt,
      lastUsedAt: icalendarTokens.lastUsedAt,
    })
    .from(icalendarTokens)
    .where(ownActive(ctx))
    .orderBy(desc(icalendarTokens.createdAt))
    .limit(1);
  if (active) {
    const token = unsealFeedToken(active.tokenSealed, ctx.userId);
    if (token) return answer(token, active);
    // Only after the server secret changed (which also ends every session): the address cannot be shown again, so
    // it is replaced, as a regeneration would.
    ctx.log.warn({ tokenId: active.id }, 'calendar feed token could not be unsealed; a new one replaces it');
    await revokeActive(ctx);
  }
  return issue(ctx);
}

/** A new feed address; the old one stops working at once. */
export async function regenerateFeedToken(ctx: TenantContext): Promise<FeedToken> {
  await lockUserTokens(ctx);
  await revokeActive(ctx);
  return issue(ctx);
}
