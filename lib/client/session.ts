// The login state in local storage (spec 3): 'auth' holds { token } (older clients wrote { accessToken }),
// 'user' the signed-in user's record. The session timer lives in session-expiry.ts. Form drafts and the query cache
// are the user's own: a login keeps only the new user's drafts, the end of a login removes them all, and both start
// the query cache afresh.
import type { z } from 'zod';
import type { UserRole, userSchema } from '@/lib/validation/account';
import { clearAllDrafts, loadDrafts } from './form-drafts';
import { clearQueryCache } from './queries/query-client';
import { readJson, readStorage, removeStorage, writeStorage } from './storage';

export const AUTH_STORAGE_KEY = 'auth';
export const USER_STORAGE_KEY = 'user';
/** Instant (ms since epoch) at which the 24-hour session timer fires; kept so a reload resumes it. */
export const SESSION_EXPIRY_STORAGE_KEY = 'session_expires_at';

export type { UserRole };

/** The user as ferriers/login answered it. */
export type StoredUser = z.output<typeof userSchema>;

function tokenFrom(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const token = record.token ?? record.accessToken;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** The stored bearer token, or null when missing or unparsable. */
export function getToken(): string | null {
  return tokenFrom(readJson(AUTH_STORAGE_KEY));
}

/** Raw stored user JSON: a stable snapshot for useSyncExternalStore. */
export function getStoredUserRaw(): string | null {
  return readStorage(USER_STORAGE_KEY);
}

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): StoredUser | null {
  return parseStoredUser(getStoredUserRaw());
}

/** The signed-in user's id (whose form drafts are shown), or null for a visitor. */
export function signedInUserId(): string | null {
  const id = getStoredUser()?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

export function saveLogin(token: string, user: StoredUser): void {
  writeStorage(AUTH_STORAGE_KEY, JSON.stringify({ token }));
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  loadDrafts(signedInUserId());
  clearQueryCache();
}

/** Replaces only the token (the mobile wrapper hands out fresh ones). */
export function saveToken(token: string): void {
  writeStorage(AUTH_STORAGE_KEY, JSON.stringify({ token }));
}

/** Tells this tab's views of the stored user that it changed (the storage event reaches only the other tabs). */
const USER_CHANGED_EVENT = 'hovbook:user-changed';

/**
 * The signed-in user's record changed (sign-in email, name, language): the same user, so the drafts and the query
 * cache stay; the screens showing the user are told.
 */
export function saveUser(user: StoredUser): void {
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

/** Sign-out or an ended session: the login, every form draft and everything read for it go. */
export function clearLogin(): void {
  removeStorage(AUTH_STORAGE_KEY);
  removeStorage(USER_STORAGE_KEY);
  removeStorage(SESSION_EXPIRY_STORAGE_KEY);
  clearAllDrafts();
  clearQueryCache();
}

/**
 * Subscribes to login-state changes made in other tabs, and to this tab's changes of the user record (saveUser);
 * this tab's logins and logouts navigate explicitly.
 */
export function subscribeToLoginChanges(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY || event.key === USER_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  window.addEventListener(USER_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(USER_CHANGED_EVENT, onChange);
  };
}
