// The subscription routes while billing is off (issue 26): subscriptions/current answers the account's plan from the
// trial's end on the account and the subscription an operator set (`npm run plan:set`: setAccountPlan), with
// `billingEnabled: false`; checkout and the customer portal check their input and answer 503 BILLING_OFF in the
// caller's language; all three are the owner's (a staff member gets 403 FORBIDDEN).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInStockholm } from '@/lib/time-zone';
import { setAccountPlan } from '@/server/billing/set-plan';
import { handleStripeWebhook } from '@/server/billing/stripe-webhook';
import { ferriers } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { createStaff } from '../support/members';

const current = async (who: { token: string }) => {
  const res = await call('GET', 'subscriptions/current', { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const endTrial = (ferrierId: string) =>
  systemDb()
    .update(ferriers)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(ferriers.id, ferrierId));

describe('subscriptions/current', () => {
  it('a new account is on its 7-day trial with no subscription, and billing is off', async () => {
    const f = await createFerrier();
    const [account] = await systemDb()
      .select({ trialEndsAt: ferriers.trialEndsAt })
      .from(ferriers)
      .where(eq(ferriers.id, f.ferrierId));
    expect(await current(f)).toEqual({
      plan: 'trial',
      subscribedPlan: null,
      status: null,
      interval: null,
      price: null,
      trialEndsAt: account!.trialEndsAt!.toISOString(),
      trialDaysLeft: 7,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      billingEnabled: false,
      pricingTable: null,
      dataKeptUntil: null,
    });
  });

  it('follows the plan an operator sets: Pro by the year, Base, then none (read-only once the trial is over)', async () => {
    const f = await createFerrier();
    expect(await setAccountPlan(f.email, 'pro', 'year')).toBe(true);
    const year = Number(todayInStockholm().slice(0, 4)) + 1;
    // The trial still runs: every feature, the subscription beside it.
    expect(await current(f)).toMatchObject({
      plan: 'trial',
      subscribedPlan: 'pro',
      status: 'active',
      interval: 'year',
      price: 4490,
    });
    expect((await current(f)).currentPeriodEnd).toMatch(new RegExp(`^${year}-\\d\\d-\\d\\d$`));

    await endTrial(f.ferrierId);
    expect(await current(f)).toMatchObject({ plan: 'pro', trialDaysLeft: 0 });
    expect(await setAccountPlan(f.email, 'base', 'month')).toBe(true);
    expect(await current(f)).toMatchObject({ plan: 'base', interval: 'month', price: 299 });
    expect(await setAccountPlan(f.email, 'none')).toBe(true);
    // Past the trial with no plan: read-only until one is chosen.
    expect(await current(f)).toMatchObject({ plan: 'none', subscribedPlan: null, status: null });
    // Nobody signs in with that address as an owner: nothing changes.
    expect(await setAccountPlan(`nobody-${f.email}`, 'pro')).toBe(false);
  });

  it('is the owner’s: a staff member is refused with 403 FORBIDDEN and stays signed in', async () => {
    const f = await createFerrier();
    const staff = await createStaff(f);
    const res = await call('GET', 'subscriptions/current', { token: staff.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect((await call('GET', 'customers/list', { token: staff.token })).status).toBe(200);
    for (const path of ['subscriptions/checkout', 'subscriptions/portal'])
      expect(
        (await call('POST', path, { token: staff.token, body: { plan: 'pro', interval: 'month' } })).status,
      ).toBe(403);
  });
});

describe('buying a plan while billing is off', () => {
  it('checkout checks its input (422 naming each field), then answers 503 BILLING_OFF in the caller’s language', async () => {
    const f = await createFerrier();
    const bad = await call('POST', 'subscriptions/checkout', {
      token: f.token,
      body: { plan: 'gold', interval: 'week' },
      locale: 'sv',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['interval', 'plan']);
    const missing = await call('POST', 'subscriptions/checkout', { token: f.token, body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['interval', 'plan']);

    const off = await call('POST', 'subscriptions/checkout', {
      token: f.token,
      body: { plan: 'pro', interval: 'year', promotionCode: 'HOVBOOK37' },
      locale: 'sv',
    });
    expect(off.status).toBe(503);
    expect(off.body.error.code).toBe('BILLING_OFF');
    expect(off.body.error.message).toMatch(/^Paket kan inte köpas i appen ännu/);
    const inEnglish = await call('POST', 'subscriptions/checkout', {
      token: f.token,
      body: { plan: 'base', interval: 'month' },
      locale: 'en',
    });
    expect(inEnglish.body.error.message).toMatch(/^Plans cannot be bought in the app yet/);
    // Nothing was bought.
    expect(await current(f)).toMatchObject({ plan: 'trial', subscribedPlan: null });
  });

  it('the customer portal answers 503 BILLING_OFF', async () => {
    const f = await createFerrier();
    const res = await call('POST', 'subscriptions/portal', { token: f.token });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('BILLING_OFF');
  });

  it('the check after checkout answers 503 BILLING_OFF, and so does the webhook', async () => {
    const f = await createFerrier();
    const res = await call('GET', 'stripe/session-status/cs_test_abc', { token: f.token });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('BILLING_OFF');
    const hook = await handleStripeWebhook(
      new Request('http://127.0.0.1/api/webhooks/stripe', { method: 'POST', body: '{}' }),
    );
    expect(hook.status).toBe(503);
  });
});
