// A cancelled account before its purge (issue 9, point 13): login tells its owner the dates, ferriers/restore
// brings it back with its data and logs in, under the login's limits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeCancelledAccounts } from '@/server/accounts/cancel-account';
import { systemDb } from '@/server/db/system';
import { ferriers, sessions, users } from '@/server/db/schema';
import { call, newIp } from '../support/api-client';
import { PASSWORD, createCustomer, createFerrier } from '../support/factories';

async function cancelledFerrier() {
  const f = await createFerrier();
  const customer = await createCustomer(f);
  expect((await call('DELETE', `ferriers/delete/${f.ferrierId}`, { token: f.token })).status).toBe(200);
  await systemDb()
    .update(ferriers)
    .set({ cancelledAt: new Date('2026-03-02T10:00:00Z'), purgeAfter: '2026-04-01' })
    .where(eq(ferriers.id, f.ferrierId));
  return { ...f, customerId: customer.id };
}

const sessionCount = async (email: string) => {
  const [user] = await systemDb().select().from(users).where(eq(users.email, email));
  return (await systemDb().select().from(sessions).where(eq(sessions.userId, user!.id))).length;
};

describe('ferriers/login to a cancelled account', () => {
  it('with the right password: ACCOUNT_CANCELLED with the dates, in the request language, and no session', async () => {
    const f = await cancelledFerrier();
    const en = await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } });
    expect(en.status).toBe(403);
    expect(en.body.error).toEqual({
      code: 'ACCOUNT_CANCELLED',
      message:
        'This account was cancelled on 2 March 2026. Its data is kept until 1 April 2026: restore the account to use it again.',
      details: { cancelledAt: '2026-03-02T10:00:00.000Z', purgeAfter: '2026-04-01' },
    });
    const sv = await call('POST', 'ferriers/login', {
      body: { email: f.email, password: PASSWORD },
      locale: 'sv',
    });
    expect(sv.body.error.message).toBe(
      'Kontot avslutades 2 mars 2026. Uppgifterna sparas till och med 1 april 2026: återställ kontot för att använda det igen.',
    );
    expect(await sessionCount(f.email)).toBe(0);
  });

  it('with a wrong password: the same answer as any wrong password, telling nothing', async () => {
    const f = await cancelledFerrier();
    const res = await call('POST', 'ferriers/login', { body: { email: f.email, password: 'Wrong-pass1!' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });
  });
});

describe('ferriers/restore', () => {
  it('brings the account back with its data and logs in; the purge then leaves it', async () => {
    const f = await cancelledFerrier();
    const res = await call('POST', 'ferriers/restore', { body: { email: f.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      user: { id: f.userId, ferrierId: f.ferrierId, email: f.email, role: 'owner' },
    });
    const [tenant] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(tenant).toMatchObject({ status: 'active', cancelledAt: null, purgeAfter: null });

    const token = res.body.data.token as string;
    const customer = await call('GET', `customers/details/${f.customerId}`, { token });
    expect(customer.status).toBe(200);
    expect(
      (await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } })).status,
    ).toBe(200);

    await purgeCancelledAccounts(new Date(Date.now() + 400 * 86_400_000));
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId))).toHaveLength(1);
  });

  it('refuses a wrong password like login, leaving the account cancelled', async () => {
    const f = await cancelledFerrier();
    const res = await call('POST', 'ferriers/restore', {
      body: { email: f.email, password: 'Wrong-pass1!' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
    const unknown = await call('POST', 'ferriers/restore', {
      body: { email: 'nobody@example.se', password: PASSWORD },
    });
    expect(unknown.body).toEqual(res.body);
    const [tenant] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(tenant!.status).toBe('cancelled');
  });

  it('is rate limited like login: after repeated wrong passwords even the right one waits', async () => {
    const f = await cancelledFerrier();
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', 'ferriers/restore', {
        body: { email: f.email, password: `Wrong-pass${i}!` },
        ip,
      });
      expect(res.status).toBe(401);
    }
    const limited = await call('POST', 'ferriers/restore', {
      body: { email: f.email, password: PASSWORD },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const [tenant] = await systemDb().select().from(ferriers).where(eq(ferriers.id, f.ferrierId));
    expect(tenant!.status).toBe('cancelled');
  });

  it('simply logs in an account that is not cancelled', async () => {
    const f = await createFerrier();
    const res = await call('POST', 'ferriers/restore', { body: { email: f.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.ferrierId).toBe(f.ferrierId);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email'],
    [{ email: 'a@example.se' }, 'password'],
  ])('rejects malformed input %j', async (body, field) => {
    const res = await call('POST', 'ferriers/restore', { body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });
});
