// The session check of every signed-in request (server/auth/bearer-session.ts): the token as login hands it out or in
// Better Auth's signed form, the renewal written at most once per 5 minutes, and a tenant's status read afresh on
// every request. Expiry, the 14-day limit, logout and password changes: tests/api/login.test.ts and profile.test.ts.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_RENEW_SECONDS, SESSION_SECONDS } from '@/server/auth/auth';
import { systemDb } from '@/server/db/system';
import { ferriers, sessions } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';

const details = (f: { ferrierId: string }, token: string) =>
  call('GET', `ferriers/details/${f.ferrierId}`, { token });

/** The token with the signature Better Auth's cookie carries: HMAC-SHA256 under the secret, in base64. */
const signed = (token: string, secret = process.env.BETTER_AUTH_SECRET!) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

const sessionOf = async (token: string) =>
  (await systemDb().select().from(sessions).where(eq(sessions.token, token)))[0]!;

describe('the bearer token', () => {
  it('is the token from login, or the token signed as Better Auth signs its cookie (also URL-encoded)', async () => {
    const f = await createFerrier();
    expect((await details(f, f.token)).status).toBe(200);
    expect((await details(f, signed(f.token))).status).toBe(200);
    expect((await details(f, encodeURIComponent(signed(f.token)))).status).toBe(200);
  });

  it('refuses a wrong signature, a signature alone, and an unknown token however it is signed', async () => {
    const f = await createFerrier();
    for (const token of [
      signed(f.token, 'another-secret-another-secret-another-secret'),
      `${f.token}.`,
      `.${signed(f.token).split('.')[1]}`,
      `${f.token}.AAAA`,
      signed('no-such-session-token-0000000000'),
    ]) {
      const res = await details(f, token);
      expect(res.status, token).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('renewal', () => {
  it('writes at most once per 5 minutes: a session renewed a minute ago is left as it is', async () => {
    const f = await createFerrier();
    const minuteAgo = Date.now() - 60_000;
    const expiresAt = new Date(minuteAgo + SESSION_SECONDS * 1000);
    await systemDb()
      .update(sessions)
      .set({ expiresAt, updatedAt: new Date(minuteAgo) })
      .where(eq(sessions.token, f.token));
    expect((await details(f, f.token)).status).toBe(200);
    expect((await sessionOf(f.token)).expiresAt.getTime()).toBe(expiresAt.getTime());

    const longerAgo = Date.now() - (SESSION_RENEW_SECONDS + 60) * 1000;
    await systemDb()
      .update(sessions)
      .set({ expiresAt: new Date(longerAgo + SESSION_SECONDS * 1000), updatedAt: new Date(longerAgo) })
      .where(eq(sessions.token, f.token));
    expect((await details(f, f.token)).status).toBe(200);
    const renewed = await sessionOf(f.token);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_SECONDS * 1000 - 60_000);
    expect(renewed.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never for a background call (X-Background: 1): answered, but the session ends a day after its last use', async () => {
    const f = await createFerrier();
    const hoursAgo = Date.now() - 3 * 60 * 60 * 1000;
    const expiresAt = new Date(hoursAgo + SESSION_SECONDS * 1000);
    await systemDb()
      .update(sessions)
      .set({ expiresAt, updatedAt: new Date(hoursAgo) })
      .where(eq(sessions.token, f.token));
    const polled = await call('GET', 'notifications/list', {
      token: f.token,
      headers: { 'x-background': '1' },
    });
    expect(polled.status).toBe(200);
    expect((await sessionOf(f.token)).expiresAt.getTime()).toBe(expiresAt.getTime());
    // Any other value is a call of the user's.
    const used = await call('GET', 'notifications/list', {
      token: f.token,
      headers: { 'x-background': 'yes' },
    });
    expect(used.status).toBe(200);
    expect((await sessionOf(f.token)).expiresAt.getTime()).toBeGreaterThan(
      Date.now() + SESSION_SECONDS * 1000 - 60_000,
    );

    // Past its expiry, a background call is refused like any other.
    await systemDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, f.token));
    expect(
      (await call('GET', 'notifications/list', { token: f.token, headers: { 'x-background': '1' } })).status,
    ).toBe(401);
  });
});

describe("the tenant's status", () => {
  it('is read on every request: a cancelled account is refused at once, and let in again once restored', async () => {
    const f = await createFerrier();
    const [before] = await systemDb()
      .select({ status: ferriers.status })
      .from(ferriers)
      .where(eq(ferriers.id, f.ferrierId));
    expect((await details(f, f.token)).status).toBe(200);
    await systemDb().update(ferriers).set({ status: 'cancelled' }).where(eq(ferriers.id, f.ferrierId));
    expect((await details(f, f.token)).status).toBe(401);
    await systemDb().update(ferriers).set({ status: before!.status }).where(eq(ferriers.id, f.ferrierId));
    expect((await details(f, f.token)).status).toBe(200);
  });
});
