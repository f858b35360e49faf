// Background calls (lib/client/background-calls.ts) go only on a session an answer has lately confirmed: they wait
// for the first accepted answer of the current token, and are skipped (nothing sent) without a session or when the
// last accepted answer is older than BACKGROUND_TRUST_MS. Local storage is a plain map here (the unit project is Node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BackgroundCalls from '@/lib/client/background-calls';

/** The module, loaded anew for each test (its state is the page's). */
let calls: typeof BackgroundCalls;
const store = new Map<string, string>();

const signIn = (token: string) => store.set('auth', JSON.stringify({ token }));

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

beforeEach(async () => {
  store.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  vi.resetModules();
  calls = await import('@/lib/client/background-calls');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('backgroundTurn', () => {
  it('waits on entering the app until an answer accepts the current token, then goes with it', async () => {
    signIn('t1');
    const turn = calls.backgroundTurn();
    expect(await settled(turn)).toBe(false);
    calls.noteAcceptedToken('t1');
    await expect(turn).resolves.toBe('t1');
  });

  it('waits again for a token the wrapper just brought, until an answer accepts that one', async () => {
    signIn('t1');
    calls.noteAcceptedToken('t1');
    signIn('t2');
    const turn = calls.backgroundTurn();
    calls.noteAcceptedToken('t1');
    expect(await settled(turn)).toBe(false);
    calls.noteAcceptedToken('t2');
    await expect(turn).resolves.toBe('t2');
  });

  it('is skipped without a session, and when the last accepted answer is older than the trust window', async () => {
    await expect(calls.backgroundTurn()).rejects.toBeInstanceOf(calls.BackgroundCallSkipped);

    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    signIn('t1');
    calls.noteAcceptedToken('t1');
    vi.setSystemTime(Date.now() + calls.BACKGROUND_TRUST_MS);
    await expect(calls.backgroundTurn()).resolves.toBe('t1');
    vi.setSystemTime(Date.now() + 1);
    await expect(calls.backgroundTurn()).rejects.toBeInstanceOf(calls.BackgroundCallSkipped);
    // An answer on coming back confirms the session again.
    calls.noteAcceptedToken('t1');
    await expect(calls.backgroundTurn()).resolves.toBe('t1');
  });
});
