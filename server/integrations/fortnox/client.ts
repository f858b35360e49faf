// Calls to Fortnox's REST API for one account: JSON in Fortnox's envelopes ({"Invoice": …}), the account's token
// (refreshed before it expires, and once more when Fortnox answers 401), paced to Fortnox's 25 requests per 5 s
// (rate-limiter.ts), and on 429 (or a 503) waiting as Retry-After says, or longer each time, before trying again.
import type { Logger } from '@/server/logger';
import type { FortnoxConfig } from './env';
import { FortnoxError, FortnoxRefusal } from './errors';
import { fortnoxLimiter } from './rate-limiter';
import { accessToken, refreshedAccessToken } from './tokens';

const TIMEOUT_MS = 20_000;
/** Tries of one call when Fortnox says "too many" or "unavailable". */
const MAX_TRIES = 6;
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before try `attempt` + 1: Retry-After when given (seconds or a date), else doubling with jitter. */
export function backoffMs(attempt: number, retryAfter: string | null): number {
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, BACKOFF_MAX_MS);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.min(Math.max(date - Date.now(), 0), BACKOFF_MAX_MS);
  }
  const exponential = Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_MAX_MS);
  return exponential / 2 + Math.random() * (exponential / 2);
}

export type FortnoxClient = {
  request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
};

export function fortnoxClient(config: FortnoxConfig, ferrierId: string, log: Logger): FortnoxClient {
  let token: string | undefined;
  return {
    async request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      let refreshed = false;
      for (let attempt = 0; ; attempt++) {
        token ??= await accessToken(config, ferrierId);
        const done = await fortnoxLimiter.acquire(ferrierId);
        let response: Response;
        try {
          response = await fetch(`${config.apiUrl}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              accept: 'application/json',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch {
          done();
          throw new FortnoxError(0, 'Fortnox did not answer');
        }
        done();
        if (response.status === 401 && !refreshed) {
          // Revoked or expired early: one refresh (which another caller may already have made), then once more.
          await response.body?.cancel();
          refreshed = true;
          token = await refreshedAccessToken(config, ferrierId, { rejected: token });
          continue;
        }
        if ((response.status === 429 || response.status === 503) && attempt + 1 < MAX_TRIES) {
          await response.body?.cancel();
          const wait = backoffMs(attempt, response.headers.get('retry-after'));
          log.warn(
            { status: response.status, path: path.replace(/\/[^/]+$/, '/…'), wait },
            'Fortnox asks to wait',
          );
          await sleep(wait);
          continue;
        }
        const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (!response.ok) {
          const info = (answer.ErrorInformation ?? answer.errorInformation ?? {}) as Record<string, unknown>;
          const message = info.message ?? info.Message ?? answer.message;
          if (typeof message === 'string' && message.trim())
            throw new FortnoxRefusal(response.status, message);
          throw new FortnoxError(response.status, 'request refused', 'refused');
        }
        return answer as T;
      }
    },
  };
}
