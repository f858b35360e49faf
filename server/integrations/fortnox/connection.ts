// The account's accounting connection (Profile → Accounting; owner only): its status, connecting to Fortnox through
// OAuth2's authorization code flow, and disconnecting. Connecting makes a random `state`, stored only as its SHA-256
// with the account, the user and a 10-minute expiry, and also set as an HttpOnly cookie on the browser that asked:
// the callback accepts a state once, before it expires, and only from that browser — so no one can finish a
// connection someone else started (an account linked to a stranger's books) or replay one.
import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { asTokenOwner, tokenLookup } from '@/server/auth/token-owner';
import type { TenantContext, VisitorContext } from '@/server/context';
import { accountingConnections, oauthStates, users } from '@/server/db/schema';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { newUrlToken, urlTokenHash } from '@/server/url-token';
import { fortnoxConfig } from './env';
import { ACCOUNTING_ERRORS, reasonOf } from './errors';
import { consentUrl, exchangeCode } from './oauth';
import { saveConnection } from './tokens';

void ACCOUNTING_ERRORS;

/** How long a started connection may take at Fortnox's consent page. */
export const STATE_TTL_SECONDS = 10 * 60;
/** The cookie that binds a started connection to the browser that started it. */
export const STATE_COOKIE = 'hovbook_fortnox_state';
export const CALLBACK_PATH = '/api/v1/accounting/fortnox/callback';

export type AccountingConnection = {
  provider: 'fortnox' | null;
  connected: boolean;
  connectedAt: string | null;
  available: boolean;
  providers: Array<{ id: 'fortnox'; status: 'live' | 'notConfigured' } | { id: 'visma'; status: 'coming' }>;
};

export const redirectUri = () => `${env().APP_URL.replace(/\/+$/, '')}${CALLBACK_PATH}`;

/** GET accounting/connection */
export async function getAccountingConnection(ctx: TenantContext): Promise<AccountingConnection> {
  const [row] = await ctx.db
    .select({ provider: accountingConnections.provider, connectedAt: accountingConnections.connectedAt })
    .from(accountingConnections)
    .where(
      and(eq(accountingConnections.ferrierId, ctx.ferrierId), eq(accountingConnections.provider, 'fortnox')),
    );
  const available = fortnoxConfig() !== null;
  return {
    provider: row ? 'fortnox' : null,
    connected: row !== undefined,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    available,
    providers: [
      { id: 'fortnox', status: available ? 'live' : 'notConfigured' },
      { id: 'visma', status: 'coming' },
    ],
  };
}

/** POST accounting/fortnox/connect: the consent address to send the browser to, and the state for its cookie. */
export async function startFortnoxConnect(ctx: TenantContext): Promise<{ url: string; state: string }> {
  const config = fortnoxConfig();
  if (!config) throw new AppError('ACCOUNTING_NOT_CONFIGURED');
  const state = newUrlToken();
  // Abandoned starts of this account go as a new one is made.
  await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.ferrierId, ctx.ferrierId), lt(oauthStates.expiresAt, new Date())));
  await ctx.db.insert(oauthStates).values({
    ferrierId: ctx.ferrierId,
    userId: ctx.userId,
    provider: 'fortnox',
    stateHash: urlTokenHash(state),
    expiresAt: new Date(Date.now() + STATE_TTL_SECONDS * 1000),
  });
  return { url: consentUrl(config, { state, redirectUri: redirectUri() }), state };
}

const stateOwner = tokenLookup({
  stored: 'sha256',
  shape: URL_TOKEN_PATTERN,
  statement: (db) =>
    db
      .select({ ferrierId: oauthStates.ferrierId, stateId: oauthStates.id })
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sql.placeholder('key')))
      .prepare('oauth_state_owner'),
});

export type CallbackOutcome = 'connected' | 'denied' | 'failed' | 'invalid';

/** Where the browser goes after the callback: the profile's accounting section, with the outcome. */
export const profileAfter = (outcome: CallbackOutcome) => `/profile?accounting=${outcome}#accounting`;

/**
 * GET accounting/fortnox/callback: the consent's answer. The state must be one this server made, unexpired, unused,
 * its user still the account's owner, and the same as the browser's cookie; then the code is exchanged and the tokens
 * stored, replacing an earlier connection. Answers the outcome; the state is spent whatever it is.
 */
export async function finishFortnoxConnect(
  visitor: VisitorContext,
  {
    code,
    state,
    error,
    cookieState,
  }: { code?: string; state?: string; error?: string; cookieState?: string },
): Promise<CallbackOutcome> {
  const config = fortnoxConfig();
  if (!config || !state || !cookieState || cookieState !== state) return 'invalid';
  try {
    return await asTokenOwner(visitor, stateOwner, state, async (ctx, owner) => {
      const [spent] = await ctx.db
        .delete(oauthStates)
        .where(and(eq(oauthStates.id, owner.stateId), eq(oauthStates.ferrierId, owner.ferrierId)))
        .returning();
      if (!spent || spent.expiresAt.getTime() < Date.now()) return 'invalid';
      const [user] = await ctx.db
        .select({ role: users.role })
        .from(users)
        .where(and(eq(users.id, spent.userId), eq(users.ferrierId, owner.ferrierId)));
      if (user?.role !== 'owner') return 'invalid';
      if (error || !code) return 'denied';
      try {
        const tokens = await exchangeCode(config, code, redirectUri());
        await saveConnection(ctx.db, owner.ferrierId, tokens);
      } catch (err) {
        visitor.log.warn({ reason: reasonOf(err), ferrierId: owner.ferrierId }, 'Fortnox connection failed');
        return 'failed';
      }
      visitor.log.info({ ferrierId: owner.ferrierId }, 'Fortnox connected');
      return 'connected';
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return 'invalid';
    throw err;
  }
}

/** DELETE accounting/fortnox: the tokens go; invoices keep their numbers and Fortnox document numbers. */
export async function disconnectFortnox(ctx: TenantContext): Promise<AccountingConnection> {
  await ctx.db
    .delete(accountingConnections)
    .where(
      and(eq(accountingConnections.ferrierId, ctx.ferrierId), eq(accountingConnections.provider, 'fortnox')),
    );
  ctx.log.info('Fortnox disconnected');
  return getAccountingConnection(ctx);
}
