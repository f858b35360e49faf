// Running inside the mobile-app wrapper (spec 4, 8): there a session failure (a 401, or a 403 other than FORBIDDEN,
// PLAN_REQUIRED and READ_ONLY: api-client.ts) does not end the session; the client asks the host app for a fresh token
// and retries once. A refused call (those three) asks the host for nothing: a new token would be refused the same.
//
// Detection: the wrapper is a React Native WebView, which injects `window.ReactNativeWebView`. A page opened with
// `?wrapper=1` also counts (for other hosts and for testing) and is remembered in local storage under 'wrapper'
// so later navigations keep it; `?wrapper=0` forgets it.
//
// Refresh protocol: we post { type: 'TOKEN_REFRESH_REQUEST' } to the host, which writes a fresh token into local
// storage 'auth' ({ "token": "…" }, e.g. with injectJavaScript). We poll for it every 150 ms for up to 15 s. On
// time-out we post { type: 'TOKEN_REFRESH_FAILED' } and reject with Error('token refresh timeout').
import { getToken } from './session';
import { readStorage, removeStorage, writeStorage } from './storage';

export const TOKEN_REFRESH_TIMEOUT_MS = 15_000;
export const TOKEN_REFRESH_POLL_MS = 150;
export const WRAPPER_STORAGE_KEY = 'wrapper';
export const TOKEN_REFRESH_TIMEOUT_MESSAGE = 'token refresh timeout';

type HostMessage = { type: 'TOKEN_REFRESH_REQUEST' } | { type: 'TOKEN_REFRESH_FAILED'; reason: string };

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

/** Reads `?wrapper=1` / `?wrapper=0` from the current address; called once at start-up. */
export function rememberWrapperFlagFromUrl(): void {
  const flag = new URLSearchParams(window.location.search).get('wrapper');
  if (flag === '1') writeStorage(WRAPPER_STORAGE_KEY, '1');
  else if (flag === '0') removeStorage(WRAPPER_STORAGE_KEY);
}

export function isMobileWrapper(): boolean {
  if (typeof window === 'undefined') return false;
  return window.ReactNativeWebView !== undefined || readStorage(WRAPPER_STORAGE_KEY) === '1';
}

function postToHost(message: HostMessage): void {
  window.ReactNativeWebView?.postMessage(JSON.stringify(message));
}

let pending: Promise<string> | null = null;

/**
 * Asks the host for a token to replace `staleToken`. Concurrent callers share one pending refresh (the queue):
 * each awaits the same promise and retries its request with the token it resolves to.
 */
export function refreshTokenFromWrapper(staleToken: string | null): Promise<string> {
  pending ??= waitForFreshToken(staleToken).finally(() => {
    pending = null;
  });
  return pending;
}

function waitForFreshToken(staleToken: string | null): Promise<string> {
  const current = getToken();
  // A refresh that finished after this request was sent has already brought a new token.
  if (current !== null && current !== staleToken) return Promise.resolve(current);

  postToHost({ type: 'TOKEN_REFRESH_REQUEST' });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const token = getToken();
      if (token !== null && token !== staleToken) {
        clearInterval(poll);
        resolve(token);
      } else if (Date.now() - started >= TOKEN_REFRESH_TIMEOUT_MS) {
        clearInterval(poll);
        postToHost({ type: 'TOKEN_REFRESH_FAILED', reason: TOKEN_REFRESH_TIMEOUT_MESSAGE });
        reject(new Error(TOKEN_REFRESH_TIMEOUT_MESSAGE));
      }
    }, TOKEN_REFRESH_POLL_MS);
  });
}
