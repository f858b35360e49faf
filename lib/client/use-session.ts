'use client';
// React views of the stored login state. The server snapshot is `undefined` ("not checked yet"), so guards
// render a spinner on the server and during hydration, then the real state — no flash of the wrong screen.
import { useMemo, useSyncExternalStore } from 'react';
import {
  getStoredUserRaw,
  getToken,
  parseStoredUser,
  subscribeToLoginChanges,
  type StoredUser,
} from './session';

const notChecked = () => undefined;

/** The stored token; null when signed out, undefined until checked in the browser. */
export function useStoredToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToLoginChanges, getToken, notChecked);
}

/** The stored user record; null when missing, undefined until checked in the browser. */
export function useStoredUser(): StoredUser | null | undefined {
  const raw = useSyncExternalStore(subscribeToLoginChanges, getStoredUserRaw, notChecked);
  return useMemo(() => (raw === undefined ? undefined : parseStoredUser(raw)), [raw]);
}
