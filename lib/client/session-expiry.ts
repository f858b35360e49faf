// Session expiry (spec 4, 8, 9): a 24-hour timer restarted by each authenticated request; when it fires, or an
// authenticated request meets a session failure outside the mobile wrapper (a 401, or a 403 other than FORBIDDEN,
// PLAN_REQUIRED and READ_ONLY, which refuse the call and not the session: api-client.ts), the session ends exactly
// once.
import { MESSAGES } from '@/lib/i18n/config';
import { getDisplayedLanguage } from './language';
import { SESSION_EXPIRY_STORAGE_KEY, clearLogin, getToken } from './session';
import { readStorage, writeStorage } from './storage';
import { toast } from './toast';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 1000;
export const LOGIN_PATH = '/login';

let timer: ReturnType<typeof setTimeout> | undefined;
let ended = false;

function storedExpiry(): number | null {
  const value = Number(readStorage(SESSION_EXPIRY_STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function schedule(at: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(onTimer, Math.max(0, at - Date.now()));
}

function onTimer(): void {
  timer = undefined;
  // Another tab may have used the session since this timer was set: follow the stored instant.
  const expiry = storedExpiry();
  if (expiry !== null && expiry > Date.now()) schedule(expiry);
  else endSession();
}

/** Restarts the 24-hour timer; called after every request that carried a token. */
export function touchSession(): void {
  if (ended) return;
  const expiry = Date.now() + SESSION_LIFETIME_MS;
  writeStorage(SESSION_EXPIRY_STORAGE_KEY, String(expiry));
  schedule(expiry);
}

/** On entering the signed-in area: resumes the stored timer, ending the session if it already ran out. */
export function resumeSessionTimer(): void {
  if (ended || getToken() === null) return;
  const expiry = storedExpiry();
  if (expiry === null) touchSession();
  else if (expiry <= Date.now()) endSession();
  else schedule(expiry);
}

/** Ends the session once: clears the login, shows the toast, and goes to /login after 1 second. */
export function endSession(): void {
  if (ended) return;
  ended = true;
  stopSessionTimer();
  clearLogin();
  toast.error(MESSAGES[getDisplayedLanguage()].session.expired);
  setTimeout(() => window.location.replace(LOGIN_PATH), SESSION_EXPIRED_REDIRECT_DELAY_MS);
}

export function isSessionEnded(): boolean {
  return ended;
}

/** Called on login: arms the once-only flag again and starts a fresh timer. */
export function resetSessionExpiry(): void {
  ended = false;
  touchSession();
}

/** Called on logout: no timer should fire for a session the user ended. */
export function stopSessionTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}
