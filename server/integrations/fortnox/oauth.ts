// Fortnox's OAuth2 (authorization code): the consent address the owner is sent to, and the token endpoint, which
// exchanges a code or a refresh token (Basic client_id:secret, form-encoded) for an access token (1 hour) and a new
// refresh token — used once: Fortnox rotates it on every refresh, so each answer's must be stored.
import { z } from 'zod';
import type { FortnoxConfig } from './env';
import { FortnoxError, FortnoxReconnectError, FortnoxRefusal } from './errors';

/** What Hovbook asks to do in the company's Fortnox: customers and invoices (bookkeeping an invoice included). */
export const FORTNOX_SCOPE = 'invoice customer';

const TIMEOUT_MS = 20_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().default(3600),
  scope: z.string().optional(),
});
export type FortnoxTokens = z.output<typeof tokenAnswer>;

/** Fortnox's consent page for this state; it redirects back to `redirectUri` with ?code&state (or ?error&state). */
export function consentUrl(
  config: FortnoxConfig,
  { state, redirectUri }: { state: string; redirectUri: string },
) {
  const url = new URL(`${config.authUrl}/auth`);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: FORTNOX_SCOPE,
    state,
    access_type: 'offline',
    response_type: 'code',
  }).toString();
  return url.toString();
}

async function tokenRequest(config: FortnoxConfig, form: Record<string, string>): Promise<FortnoxTokens> {
  const credentials = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${config.authUrl}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new FortnoxError(0, 'the token endpoint did not answer');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const words = answer.error_description ?? answer.error;
    const reason = typeof words === 'string' && words.trim() ? words : 'token request refused';
    // A refused grant is final (a used, revoked or expired token; a stale code); anything else may pass.
    if (answer.error === 'invalid_grant') throw new FortnoxReconnectError(reason);
    if (reason === words) throw new FortnoxRefusal(response.status, reason);
    throw new FortnoxError(response.status, reason, 'refused');
  }
  const parsed = tokenAnswer.safeParse(answer);
  if (!parsed.success) throw new FortnoxError(response.status, 'the token answer had no tokens');
  return parsed.data;
}

/** The code from the consent redirect, for the first tokens. */
export const exchangeCode = (config: FortnoxConfig, code: string, redirectUri: string) =>
  tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** A new access token and a new refresh token; the given refresh token stops working. */
export const refreshTokens = (config: FortnoxConfig, refreshToken: string) =>
  tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken });
