// The account's Fortnox tokens in accounting_connections, sealed (server/sealed-secret.ts: AES-GCM, the account's id
// as associated data) so a copy of the database opens no one's books. Each read and write is a short transaction of
// its own, committed at once: a rotated refresh token must never be rolled back with the work that needed it.
// Refreshing locks the row (SELECT … FOR UPDATE): a second refresh at the same time waits, then finds the new token
// and uses it instead of spending the old one, which Fortnox no longer accepts.
import { and, eq } from 'drizzle-orm';
import { accountingConnections } from '@/server/db/schema';
import { inTenant, type TenantDb } from '@/server/db/tenant';
import { secretSealer } from '@/server/sealed-secret';
import type { FortnoxConfig } from './env';
import { FortnoxError, FortnoxReconnectError } from './errors';
import { refreshTokens, type FortnoxTokens } from './oauth';

const sealer = secretSealer('hovbook accounting tokens v1');

/** Refresh this long before the access token's end, so a call never starts with one about to expire. */
const EARLY_MS = 2 * 60_000;
/** Fortnox's refresh tokens last 45 days. */
const REFRESH_LIFETIME_MS = 45 * 86_400_000;

const ofAccount = (ferrierId: string) =>
  and(eq(accountingConnections.ferrierId, ferrierId), eq(accountingConnections.provider, 'fortnox'));

/** The row's values for a token answer. */
export function sealedTokens(ferrierId: string, tokens: FortnoxTokens, now = Date.now()) {
  return {
    accessTokenEncrypted: sealer.seal(tokens.access_token, ferrierId),
    refreshTokenEncrypted: sealer.seal(tokens.refresh_token, ferrierId),
    expiresAt: new Date(now + tokens.expires_in * 1000),
    refreshExpiresAt: new Date(now + REFRESH_LIFETIME_MS),
    scope: tokens.scope ?? null,
  };
}

/** Stores a new connection's tokens (replacing an earlier connection's), in the caller's transaction. */
export async function saveConnection(db: TenantDb, ferrierId: string, tokens: FortnoxTokens): Promise<void> {
  const values = sealedTokens(ferrierId, tokens);
  await db
    .insert(accountingConnections)
    .values({ ferrierId, provider: 'fortnox', ...values, connectedAt: new Date() })
    .onConflictDoUpdate({
      target: [accountingConnections.ferrierId, accountingConnections.provider],
      set: { ...values, connectedAt: new Date(), paymentCheckClaimedAt: null },
    });
}

/** Whether the account has a Fortnox connection, in the caller's transaction. */
export async function hasConnection(db: TenantDb, ferrierId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountingConnections.id })
    .from(accountingConnections)
    .where(ofAccount(ferrierId));
  return row !== undefined;
}

/** A usable access token: the stored one while fresh, else a refreshed one. Throws when there is no connection. */
export async function accessToken(config: FortnoxConfig, ferrierId: string): Promise<string> {
  const stored = await inTenant({ ferrierId }, async ({ db }) => {
    const [row] = await db
      .select({
        token: accountingConnections.accessTokenEncrypted,
        expiresAt: accountingConnections.expiresAt,
      })
      .from(accountingConnections)
      .where(ofAccount(ferrierId));
    return row;
  });
  if (!stored) throw new FortnoxError(0, 'the account is not connected to Fortnox', 'notConnected');
  const token = sealer.unseal(stored.token, ferrierId);
  if (token && stored.expiresAt.getTime() - EARLY_MS > Date.now()) return token;
  return refreshedAccessToken(config, ferrierId, { rejected: token ?? undefined });
}

/**
 * Refreshes the tokens under the row's lock and answers the new access token — or, when another caller refreshed
 * meanwhile (the stored token is fresh and not the one Fortnox just `rejected`), that one, spending nothing.
 */
export async function refreshedAccessToken(
  config: FortnoxConfig,
  ferrierId: string,
  { rejected }: { rejected?: string } = {},
): Promise<string> {
  return inTenant({ ferrierId }, async ({ db }) => {
    const [row] = await db.select().from(accountingConnections).where(ofAccount(ferrierId)).for('update');
    if (!row) throw new FortnoxError(0, 'the account is not connected to Fortnox', 'notConnected');
    const current = sealer.unseal(row.accessTokenEncrypted, ferrierId);
    if (current && current !== rejected && row.expiresAt.getTime() - EARLY_MS > Date.now()) return current;
    const refresh = sealer.unseal(row.refreshTokenEncrypted, ferrierId);
    if (!refresh) throw new FortnoxReconnectError('the stored token does not open (another server secret?)');
    const tokens = await refreshTokens(config, refresh);
    await db.update(accountingConnections).set(sealedTokens(ferrierId, tokens)).where(ofAccount(ferrierId));
    return tokens.access_token;
  });
}
