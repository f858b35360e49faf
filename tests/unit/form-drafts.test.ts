// The form-draft store (lib/form-drafts.ts) over a real key–value store shaped like local storage: debounce and
// clear, and drafts that belong to one user only (issue 9, point 15).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ANNA = '0b6f2a52-5d0e-4c1b-9a57-2f1c2b7e9a10';
const BERTIL = '7d3c9e41-8a2b-4f6d-b1e0-5c4a3b2d1e0f';
const store = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  store.clear();
  // Object.keys(localStorage) lists the stored keys in a browser.
  vi.stubGlobal('window', {
    localStorage: new Proxy(localStorage, {
      ownKeys: () => [...store.keys()],
      getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    }),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const drafts = () => import('@/lib/client/form-drafts');
const stored = (key: string) => JSON.parse(store.get(key) ?? 'null') as unknown;

describe('form drafts', () => {
  it('restores the owner’s form_ keys at startup, saves 500 ms after a change, clears at once', async () => {
    const { draftKey, loadDrafts, getDraft, setDraft, clearDraft } = await drafts();
    const key = draftKey('customer-add', ANNA);
    expect(key).toBe(`form_u:${ANNA}:customer-add`);
    store.set(key, JSON.stringify({ firstName: 'Åsa', password: 'never', same: true }));
    store.set('other', '{}');
    loadDrafts(ANNA);
    expect(getDraft('customer-add', ANNA)).toEqual({ firstName: 'Åsa', same: true });

    setDraft('customer-add', ANNA, { firstName: 'Åsa', city: 'Knivsta', newPassword: 'x' });
    vi.advanceTimersByTime(499);
    expect(stored(key)).not.toHaveProperty('city');
    vi.advanceTimersByTime(1);
    expect(stored(key)).toEqual({ firstName: 'Åsa', city: 'Knivsta' });

    setDraft('customer-add', ANNA, { firstName: 'Åsa', city: 'Uppsala' });
    clearDraft('customer-add', ANNA);
    expect(store.has(key)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(store.has(key)).toBe(false);
    expect(store.get('other')).toBe('{}');
  });

  it('never gives one user’s draft to another, and removes other owners’ and old unkeyed drafts', async () => {
    const { draftKey, getDraft, loadDrafts, setDraft } = await drafts();
    loadDrafts(ANNA);
    setDraft('customer-add', ANNA, { personalId: '811228-9874', firstName: 'Åsa' });
    vi.advanceTimersByTime(500);
    expect(stored(draftKey('customer-add', ANNA))).toEqual({ personalId: '811228-9874', firstName: 'Åsa' });
    // Before keys carried the user: a draft under the bare name.
    store.set('form_animal-add', JSON.stringify({ name: 'Blixten' }));

    // Bertil signs in on the same browser (without a reload): nothing of Anna's, nothing unkeyed.
    expect(getDraft('customer-add', BERTIL)).toBeUndefined();
    expect(getDraft('animal-add', BERTIL)).toBeUndefined();
    expect([...store.keys()].filter((k) => k.startsWith('form_'))).toEqual([]);

    // A late save of Anna's form is not written under anybody's name.
    setDraft('customer-add', ANNA, { firstName: 'Late' });
    vi.advanceTimersByTime(1000);
    expect([...store.keys()].filter((k) => k.startsWith('form_'))).toEqual([]);
  });

  it('a pending save is dropped when the owner changes, not written for the next one', async () => {
    const { draftKey, loadDrafts, setDraft } = await drafts();
    loadDrafts(ANNA);
    setDraft('customer-add', ANNA, { firstName: 'Åsa' });
    loadDrafts(BERTIL);
    vi.advanceTimersByTime(1000);
    expect(store.has(draftKey('customer-add', ANNA))).toBe(false);
    expect(store.has(draftKey('customer-add', BERTIL))).toBe(false);
  });

  it('sign-out removes every draft, pending saves included', async () => {
    const { clearAllDrafts, draftKey, getDraft, loadDrafts, setDraft } = await drafts();
    store.set(draftKey('inventory-add', ANNA), JSON.stringify({ name: 'Sko' }));
    loadDrafts(ANNA);
    setDraft('customer-add', ANNA, { firstName: 'Åsa' });
    store.set('form_company-signup', JSON.stringify({ email: 'a@example.se' }));
    clearAllDrafts();
    vi.advanceTimersByTime(1000);
    expect([...store.keys()].filter((k) => k.startsWith('form_'))).toEqual([]);
    expect(getDraft('inventory-add', ANNA)).toBeUndefined();
  });

  it('a visitor’s forms keep their drafts under the bare name', async () => {
    const { draftKey, loadDrafts, setDraft } = await drafts();
    expect(draftKey('company-signup', null)).toBe('form_company-signup');
    loadDrafts(null);
    setDraft('company-signup', null, { organizationName: 'Lind-Bergs Hovslageri' });
    vi.advanceTimersByTime(500);
    expect(stored('form_company-signup')).toEqual({ organizationName: 'Lind-Bergs Hovslageri' });

    // After a reload the visitor gets it back; a signed-out user's leftover is not theirs.
    vi.resetModules();
    store.set(draftKey('customer-add', ANNA), JSON.stringify({ firstName: 'Åsa' }));
    const fresh = await drafts();
    fresh.loadDrafts(null);
    expect(fresh.getDraft('company-signup', null)).toEqual({ organizationName: 'Lind-Bergs Hovslageri' });
    expect(store.has(draftKey('customer-add', ANNA))).toBe(false);
  });

  it('keeps lists and lines as JSON, secrets left out at every level, and drops what is not JSON', async () => {
    const { draftKey, getDraft, loadDrafts, setDraft } = await drafts();
    const key = draftKey('booking-add', ANNA);
    store.set(
      key,
      JSON.stringify({ animalIds: ['a', 'b'], notes: 'Framhovarna', broken: { token: 'x', ok: 1 } }),
    );
    loadDrafts(ANNA);
    expect(getDraft('booking-add', ANNA)).toEqual({
      animalIds: ['a', 'b'],
      notes: 'Framhovarna',
      broken: { ok: 1 },
    });

    setDraft('booking-add', ANNA, {
      services: [{ serviceId: 's', quantity: '2', password: 'never' }],
      when: Number.NaN,
    });
    vi.advanceTimersByTime(500);
    expect(stored(key)).toEqual({ services: [{ serviceId: 's', quantity: '2' }] });
  });
});
