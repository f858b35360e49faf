// Billing on, against a local fake Stripe (issue 26): the payment customer made once, checkout (plans, intervals, the
// early-bird code made in Stripe and accepted, an unknown code refused on its field), the way back
// (stripe/session-status/{id}: another account's session is 404), the customer portal, and the webhook — signed
// events handled once, late events read from Stripe as it is now, a failed payment told to the owner once (in the
// app and by email), cancelling, and a bad or missing signature refused with nothing changed. Stripe's failures
// answer 502 with spec 8's messages.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROMO } from '@/lib/plans';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { purgeCancelledAccounts } from '@/server/accounts/purge-accounts';
import { ferriers, notifications, stripeEvents, subscriptions } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { handleStripeWebhook } from '@/server/billing/stripe-webhook';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { mailsTo } from '../support/mailbox';
import { FAKE_PRICES } from '../support/fake-stripe';
import { fakeStripeForFile, sessionIdOf, subscribe } from '../support/stripe';

const fake = await fakeStripeForFile();
const fakeWebhook = fake.webhookUrl;

const current = async (who: { token: string }) => {
  const res = await call('GET', 'subscriptions/current', { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const rowOf = async (ferrierId: string) =>
  (await systemDb().select().from(subscriptions).where(eq(subscriptions.ferrierId, ferrierId)))[0];

const accountStatus = async (ferrierId: string) =>
  (await systemDb().select({ status: ferriers.status }).from(ferriers).where(eq(ferriers.id, ferrierId)))[0]
    ?.status;

const endTrial = (ferrierId: string) =>
  systemDb()
    .update(ferriers)
    .set({ trialEndsAt: new Date(Date.now() - 60_000) })
    .where(eq(ferriers.id, ferrierId));

/** A call to the fake Stripe's API as Stripe's dashboard or the customer portal would make it. */
const stripeApi = async (path: string, body: string) => {
  const res = await fetch(`${fake.origin}/v1/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fake.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  const answer = (await res.json()) as { id: string };
  await fake.settled();
  return answer;
};

/** Cancelled in the customer portal: at the end of the period. */
const cancelAtPeriodEnd = (subscriptionId: string) =>
  stripeApi(`subscriptions/${subscriptionId}`, 'cancel_at_period_end=true');

const checkout = (who: { token: string }, body: Record<string, unknown>, locale?: 'sv' | 'en') =>
  call('POST', 'subscriptions/checkout', { token: who.token, body, locale });

describe('checkout', () => {
  it('makes one payment customer per account and a session for the plan and interval chosen', async () => {
    const f = await createFerrier();
    // The fake configures a publishable key without a pricing table's id: the profile says the id is missing.
    expect(await current(f)).toMatchObject({
      billingEnabled: true,
      pricingTable: { id: null, publishableKey: fake.publishableKey },
      status: null,
    });
    const first = await checkout(f, { plan: 'pro', interval: 'year' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.url).toMatch(new RegExp(`^${fake.origin}/pay/cs_`));
    const second = await checkout(f, { plan: 'base', interval: 'month' });
    expect(second.status).toBe(200);

    const made = [...fake.customers.values()].filter(
      (c) => (c.metadata as { ferrierId?: string } | undefined)?.ferrierId === f.ferrierId,
    );
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ email: f.email });
    expect((await rowOf(f.ferrierId))?.stripeCustomerId).toBe(made[0]!.id);
    const sessions = [sessionIdOf(first.body.data.url), sessionIdOf(second.body.data.url)].map((id) =>
      fake.sessions.get(id)!,
    );
    expect(sessions.map((s) => [s.customer, s.client_reference_id, s.mode])).toEqual([
      [made[0]!.id, f.ferrierId, 'subscription'],
      [made[0]!.id, f.ferrierId, 'subscription'],
    ]);
    // Still no subscription: a customer alone is not one.
    expect(await current(f)).toMatchObject({ status: null, subscribedPlan: null, plan: 'trial' });
  });

  it('the early-bird code exists in Stripe once billing is on, and is accepted in any case; an unknown code is refused', async () => {
    const f = await createFerrier();
    const res = await checkout(f, {
      plan: 'pro',
      interval: 'month',
      promotionCode: PROMO.code.toLowerCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const codes = await fetch(`${fake.origin}/v1/promotion_codes?code=${PROMO.code}`, {
      headers: { authorization: `Bearer ${fake.secretKey}` },
    }).then((r) => r.json() as Promise<{ data: Array<{ id: string; coupon: { percent_off: number } }> }>);
    expect(codes.data).toHaveLength(1);
    expect(codes.data[0]!.coupon.percent_off).toBe(PROMO.percentOff);
    const session = fake.sessions.get(sessionIdOf(res.body.data.url))!;
    expect(session.discounts).toEqual([{ promotion_code: codes.data[0]!.id }]);

    for (const [locale, message] of [
      ['en', 'There is no such code, or it is no longer valid.'],
      ['sv', 'Koden finns inte eller gäller inte längre.'],
    ] as const) {
      const bad = await checkout(f, { plan: 'pro', interval: 'month', promotionCode: 'NOPE2026' }, locale);
      expect(bad.status).toBe(422);
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { promotionCode: message } });
    }
  });

  it('Stripe unreachable: 502 with the spec’s message, and nothing kept', async () => {
    const f = await createFerrier();
    fake.failNext(3); // the SDK tries three times
    const res = await checkout(f, { plan: 'base', interval: 'month' });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({
      code: 'PAYMENT_CUSTOMER_FAILED',
      message: 'Could not prepare the payment customer.',
    });
    expect(await rowOf(f.ferrierId)).toBeUndefined();
  });
});

describe('paying and the way back', () => {
  it('a paid checkout makes the plan the account’s: at once on the way back, and by the webhook', async () => {
    const f = await createFerrier();
    const { sessionId, subscription } = await subscribe(fake, f, { plan: 'pro', interval: 'month' });
    // The webhook's events were delivered and answered 200.
    const mine = fake.events.filter((e) => JSON.stringify(e.event.data.object).includes(subscription.id));
    expect(mine.map((e) => [e.event.type, e.delivered])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
      ['invoice.paid', 200],
    ]);
    expect(await current(f)).toMatchObject({
      plan: 'trial',
      subscribedPlan: 'pro',
      status: 'active',
      interval: 'month',
      price: 449,
      cancelAtPeriodEnd: false,
    });
    expect((await current(f)).currentPeriodEnd).toMatch(/^\d{4}-\d\d-\d\d$/);
    await endTrial(f.ferrierId);
    expect((await current(f)).plan).toBe('pro');

    const back = await call('GET', `stripe/session-status/${sessionId}`, { token: f.token });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toEqual({ status: 'complete', paid: true });
  });

  it('the check on the way back mirrors the plan even before any webhook arrives', async () => {
    const f = await createFerrier();
    fake.deliverTo(null);
    try {
      const res = await checkout(f, { plan: 'base', interval: 'year' });
      const sessionId = sessionIdOf(res.body.data.url);
      const open = await call('GET', `stripe/session-status/${sessionId}`, { token: f.token });
      expect(open.body.data).toEqual({ status: 'open', paid: false });
      await fake.complete(sessionId);
      expect((await current(f)).status).toBeNull();
      const done = await call('GET', `stripe/session-status/${sessionId}`, { token: f.token });
      expect(done.body.data).toEqual({ status: 'complete', paid: true });
      expect(await current(f)).toMatchObject({ subscribedPlan: 'base', interval: 'year', price: 2990 });
    } finally {
      fake.deliverTo(fakeWebhook);
    }
  });

  it('another account’s session is 404, a malformed id is refused, Stripe down is 502', async () => {
    const [a, b] = await Promise.all([createFerrier(), createFerrier()]);
    const res = await checkout(b, { plan: 'pro', interval: 'month' });
    const theirs = sessionIdOf(res.body.data.url);
    const peek = await call('GET', `stripe/session-status/${theirs}`, { token: a.token });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain(b.ferrierId);
    expect((await call('GET', 'stripe/session-status/cs_nothing_here', { token: a.token })).status).toBe(404);
    expect([404, 422]).toContain(
      (await call('GET', 'stripe/session-status/not-a-session', { token: a.token })).status,
    );
    fake.failNext(3);
    const down = await call('GET', `stripe/session-status/${theirs}`, { token: b.token, locale: 'sv' });
    expect(down.status).toBe(502);
    expect(down.body.error).toMatchObject({
      code: 'PAYMENT_NOT_VERIFIED',
      message: 'Det gick inte att verifiera betalningen.',
    });
  });

  it('the customer portal opens for the account’s customer; Stripe down is 502', async () => {
    const f = await createFerrier();
    const res = await call('POST', 'subscriptions/portal', { token: f.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${fake.origin}/portal/bps_`));
    fake.failNext(3);
    const down = await call('POST', 'subscriptions/portal', { token: f.token });
    expect(down.status).toBe(502);
    expect(down.body.error).toMatchObject({
      code: 'PORTAL_FAILED',
      message: 'Could not open the customer portal.',
    });
  });
});

const eventCount = async () => (await systemDb().select({ n: count() }).from(stripeEvents))[0]!.n;

describe('the webhook', () => {
  it('a failed payment: past due, and the owner told once in the app and by email, however often Stripe sends it', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f);
    await fake.failPayment(subscription.id);
    expect((await current(f)).status).toBe('past_due');
    const failed = fake.events.find(
      (e) => e.event.type === 'invoice.payment_failed' && JSON.stringify(e.event).includes(subscription.id),
    )!;
    expect(failed.delivered).toBe(200);
    // A replay of the same event, and the same failure told by a new event, tell no one again.
    expect(await fake.redeliver(failed.event)).toBe(200);
    await fake.event('invoice.payment_failed', failed.event.data.object);
    const told = await systemDb()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.ferrierId, f.ferrierId));
    expect(told.filter((n) => n.kind === 'payment_failed')).toHaveLength(1);
    const mails = (await mailsTo(f.email)).filter((m) => /payment/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/profile#subscription');
  });

  it('time passes (the fake’s clock): a renewal moves the renewal date; a payment that failed and then went through is active again', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f, { plan: 'base', interval: 'month' });
    const first = (await current(f)).currentPeriodEnd as string;
    await fake.renew(subscription.id);
    const second = (await current(f)).currentPeriodEnd as string;
    expect(second > first).toBe(true);
    expect(addDays(first, 27) <= second && second <= addDays(first, 31)).toBe(true);

    await fake.failPayment(subscription.id);
    await endTrial(f.ferrierId);
    // Past due: Stripe is still collecting, and the plan stands meanwhile.
    expect(await current(f)).toMatchObject({ status: 'past_due', plan: 'base' });
    await fake.renew(subscription.id);
    expect(await current(f)).toMatchObject({ status: 'active', plan: 'base' });
  });

  it('a cancellation at the period’s end keeps the plan to the renewal date, then ends it', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f, { plan: 'pro', interval: 'year' });
    await endTrial(f.ferrierId);
    await cancelAtPeriodEnd(subscription.id);
    expect(await current(f)).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true });
    // The renewal date comes: Stripe ends it instead of renewing.
    await fake.renew(subscription.id);
    expect(await current(f)).toMatchObject({ plan: 'none', status: 'canceled' });
    expect((await current(f)).dataKeptUntil).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('a checkout from Stripe’s pricing table (a customer Stripe made, the account as its reference) lands on the account', async () => {
    const f = await createFerrier();
    const customer = await stripeApi('customers', 'email=someone%40example.se');
    const session = await stripeApi(
      'checkout/sessions',
      `mode=subscription&customer=${customer.id}&client_reference_id=${f.ferrierId}` +
        `&line_items[0][price]=${FAKE_PRICES.pro.year}&line_items[0][quantity]=1&success_url=http%3A%2F%2Fx`,
    );
    await fake.complete(session.id);
    expect(await current(f)).toMatchObject({ subscribedPlan: 'pro', interval: 'year', status: 'active' });
    expect((await rowOf(f.ferrierId))?.stripeCustomerId).toBe(customer.id);
    // Later events find the account by that customer.
    const sub = [...fake.subscriptions.values()].find((s) => s.customer === customer.id)!;
    await fake.failPayment(sub.id);
    expect((await current(f)).status).toBe('past_due');
  });

  it('a replayed event is handled once; a late event is read from Stripe as it is now', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f);
    const created = fake.events.find(
      (e) => e.event.type === 'customer.subscription.created' && e.event.data.object.id === subscription.id,
    )!;
    const before = await eventCount();
    expect(await fake.redeliver(created.event)).toBe(200);
    expect(await eventCount()).toBe(before);

    // Cancelled at the period's end in the portal; then the older "created" event (active, renewing) comes late.
    await cancelAtPeriodEnd(subscription.id);
    expect((await current(f)).cancelAtPeriodEnd).toBe(true);
    await fake.event('customer.subscription.created', created.event.data.object);
    expect(await current(f)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('cancelling ends the plan: canceled, the end kept (the data is kept 30 days after it)', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f, { plan: 'pro', interval: 'year' });
    await endTrial(f.ferrierId);
    expect((await current(f)).plan).toBe('pro');
    await fake.cancel(subscription.id);
    expect(await current(f)).toMatchObject({ status: 'canceled', subscribedPlan: 'pro' });
    expect((await current(f)).plan).not.toBe('pro');
    expect((await rowOf(f.ferrierId))?.endedAt).toBeInstanceOf(Date);
  });

  it('an ended subscription: read-only, the data kept 30 days after the end, then the account is purged', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f);
    await endTrial(f.ferrierId);
    await fake.cancel(subscription.id);
    const ended = (await rowOf(f.ferrierId))!.endedAt!;
    const keptUntil = (await current(f)).dataKeptUntil as string;
    expect(keptUntil).toBe(addDays(todayInStockholm(ended), 30));
    expect((await current(f)).plan).toBe('none');
    const day = 24 * 60 * 60 * 1000;
    // 29 days after the end nothing happens; 31 days after, the account is closed and purged.
    await purgeCancelledAccounts(new Date(ended.getTime() + 29 * day));
    expect(await accountStatus(f.ferrierId)).toBe('active');
    expect(await purgeCancelledAccounts(new Date(ended.getTime() + 31 * day))).toBeGreaterThanOrEqual(1);
    expect(await accountStatus(f.ferrierId)).toBeUndefined();
  });

  it('an old subscription’s end does not replace the newer one', async () => {
    const f = await createFerrier();
    const old = await subscribe(fake, f, { plan: 'base', interval: 'month' });
    const newer = await subscribe(fake, f, { plan: 'pro', interval: 'month' });
    await fake.cancel(old.subscription.id);
    expect(await current(f)).toMatchObject({ subscribedPlan: 'pro', status: 'active' });
    expect((await rowOf(f.ferrierId))?.stripeSubscriptionId).toBe(newer.subscription.id);
  });

  it('unsigned or badly signed: 400 and nothing changed', async () => {
    const f = await createFerrier();
    const { subscription } = await subscribe(fake, f);
    const row = await rowOf(f.ferrierId);
    const before = await eventCount();
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...subscription, status: 'canceled' } },
    });
    const post = (headers: Record<string, string>) =>
      handleStripeWebhook(
        new Request('http://127.0.0.1/api/webhooks/stripe', { method: 'POST', headers, body }),
      );
    const unsigned = await post({ 'content-type': 'application/json' });
    const forged = await post({
      'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    for (const res of [unsigned, forged]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'BAD_SIGNATURE' } });
    }
    expect(await rowOf(f.ferrierId)).toEqual(row);
    expect(await eventCount()).toBe(before);
  });
});
