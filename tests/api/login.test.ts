// ferriers/login, logout, forgot-password, reset-password; the 24-hour sliding session.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { sessions } from '@/server/db/schema';
import { call, newIp } from '../support/api-client';
import { PASSWORD, createFerrier, createUnverifiedFerrier } from '../support/factories';
import { lastMailTo, mailsTo } from '../support/mailbox';

const details = (f: { ferrierId: string; token: string }) =>
  call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });

describe('ferriers/login', () => {
  it('returns a token and the user; the token opens the API', async () => {
    const f = await createFerrier();
    const res = await call('POST', 'ferriers/login', {
      body: { email: f.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.any(String),
      user: {
        id: f.userId,
        ferrierId: f.ferrierId,
        role: 'owner',
        email: f.email,
        firstName: 'Åsa',
        lastName: 'Lind-Berg',
        emailVerified: true,
        language: 'en',
        permissions: ['invoicing'],
      },
    });
    expect((await details({ ferrierId: f.ferrierId, token: res.body.data.token })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const f = await createFerrier();
    const wrong = await call('POST', 'ferriers/login', {
      body: { email: f.email, password: 'Wrong-pass1!' },
    });
    const unknown = await call('POST', 'ferriers/login', {
      body: { email: 'nobody@example.se', password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' });
    }
  });

  it('tells an unverified account so, and mails a fresh code', async () => {
    const f = await createUnverifiedFerrier();
    const mailsBefore = (await mailsTo(f.email)).length;
    const res = await call('POST', 'ferriers/login', {
      body: { email: f.email, password: PASSWORD },
      locale: 'sv',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(res.body.error.message).toMatch(/^Verifiera din e-postadress/);
    expect((await mailsTo(f.email)).length).toBe(mailsBefore + 1);
  });

  it('rate limits repeated failures for an email from one address, even with the right password afterwards', async () => {
    const f = await createFerrier();
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', 'ferriers/login', {
        body: { email: f.email, password: `Wrong-pass${i}!` },
        ip,
      });
      expect(res.status).toBe(401);
    }
    const limited = await call('POST', 'ferriers/login', {
      body: { email: f.email, password: PASSWORD },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });

  it('rate limits many failures from one address across emails', async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await call('POST', 'ferriers/login', {
        body: { email: `guess-${i}@example.se`, password: 'Wrong-pass1!' },
        ip,
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email'],
    [{ email: 'a@example.se', password: '' }, 'password'],
    [{ email: 'a@example.se' }, 'password'],
    [{ email: 'a@example.se', password: 12345678 }, 'password'],
  ])('rejects malformed input %j', async (body, field) => {
    const res = await call('POST', 'ferriers/login', { body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });
});

describe('sessions', () => {
  it('last 24 hours and are renewed on use', async () => {
    const f = await createFerrier();
    const [row] = await systemDb().select().from(sessions).where(eq(sessions.token, f.token));
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 120_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);

    // An hour left: using it renews it to a full day.
    await systemDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, row!.id));
    expect((await details(f)).status).toBe(200);
    const [renewed] = await systemDb().select().from(sessions).where(eq(sessions.id, row!.id));
    expect(renewed!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('end 14 days after login however recently they were used, and are removed', async () => {
    const f = await createFerrier();
    const [row] = await systemDb().select().from(sessions).where(eq(sessions.token, f.token));
    const day = 86_400_000;
    // Used every day since: still within its sliding day, but 13 days old → still good.
    await systemDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 13 * day), expiresAt: new Date(Date.now() + 20 * 3600_000) })
      .where(eq(sessions.id, row!.id));
    expect((await details(f)).status).toBe(200);

    await systemDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 14 * day - 60_000) })
      .where(eq(sessions.id, row!.id));
    const res = await details(f);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await systemDb().select().from(sessions).where(eq(sessions.id, row!.id))).toHaveLength(0);
    // A new login starts a new fortnight.
    const login = await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } });
    expect((await details({ ...f, token: login.body.data.token })).status).toBe(200);
  });

  it('stop working once expired', async () => {
    const f = await createFerrier();
    await systemDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, f.token));
    const res = await details(f);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it.each([undefined, 'not-a-real-token', ''])('refuse a missing or unknown token (%s)', async (token) => {
    const f = await createFerrier();
    const res = await call('GET', `ferriers/details/${f.ferrierId}`, { token });
    expect(res.status).toBe(401);
  });
});

describe('ferriers/logout', () => {
  it('ends the session: the token no longer works', async () => {
    const f = await createFerrier();
    const res = await call('POST', 'ferriers/logout', { token: f.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ loggedOut: true });
    expect((await details(f)).status).toBe(401);
    expect((await call('POST', 'ferriers/logout', { token: f.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  async function resetToken(email: string): Promise<string> {
    const mail = await lastMailTo(email);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in ${mail.text}`);
    return token;
  }

  it('answers the same whether the email exists or not, and mails a link only when it does', async () => {
    const f = await createFerrier();
    const known = await call('POST', 'ferriers/forgot-password', { body: { email: f.email } });
    const unknown = await call('POST', 'ferriers/forgot-password', { body: { email: 'ghost@example.se' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await lastMailTo(f.email);
    expect(mail.subject).toBe('Reset your Hovbook password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]+/);
    expect(await mailsTo('ghost@example.se')).toHaveLength(0);
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const f = await createFerrier();
    await call('POST', 'ferriers/forgot-password', { body: { email: f.email } });
    const token = await resetToken(f.email);
    const newPassword = 'Nya-hovar-2026!';
    const res = await call('POST', 'ferriers/reset-password', { body: { token, newPassword } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reset: true });
    expect((await details(f)).status).toBe(401);

    const reused = await call('POST', 'ferriers/reset-password', {
      body: { token, newPassword: 'Another-one-1!' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('INVALID_TOKEN');

    expect(
      (await call('POST', 'ferriers/login', { body: { email: f.email, password: PASSWORD } })).status,
    ).toBe(401);
    expect(
      (await call('POST', 'ferriers/login', { body: { email: f.email, password: newPassword } })).status,
    ).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const f = await createFerrier();
    await call('POST', 'ferriers/forgot-password', { body: { email: f.email } });
    const token = await resetToken(f.email);
    const { verifications } = await import('@/server/db/schema');
    const { like } = await import('drizzle-orm');
    const [row] = await systemDb()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${token}`));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3500_000);
    await systemDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    const res = await call('POST', 'ferriers/reset-password', {
      body: { token, newPassword: 'Nya-hovar-2026!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });

  it.each([
    [{ token: 'whatever', newPassword: 'weak' }, 'newPassword'],
    [{ token: 'whatever', newPassword: 'Password1!' }, 'newPassword'],
    [{ token: '', newPassword: 'Nya-hovar-2026!' }, 'token'],
    [{ newPassword: 'Nya-hovar-2026!' }, 'token'],
  ])('rejects malformed input %j', async (body, field) => {
    const res = await call('POST', 'ferriers/reset-password', { body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses a common password with a clear message in the request language, keeping the old one', async () => {
    const f = await createFerrier();
    await call('POST', 'ferriers/forgot-password', { body: { email: f.email } });
    const token = await resetToken(f.email);
    const res = await call('POST', 'ferriers/reset-password', {
      body: { token, newPassword: 'Sommar2024!' },
      locale: 'sv',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.newPassword).toMatch(/^Lösenordet är för vanligt eller för lätt att gissa/);
    expect((await details(f)).status).toBe(200);
    // The link still works for a better password.
    const retry = await call('POST', 'ferriers/reset-password', {
      body: { token, newPassword: 'Nya-hovar-2026!' },
    });
    expect(retry.status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await call('POST', 'ferriers/reset-password', {
      body: { token: 'made-up', newPassword: 'Nya-hovar-2026!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });

  it('rate limits reset mails per email', async () => {
    const f = await createFerrier();
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', 'ferriers/forgot-password', { body: { email: f.email } })).status).toBe(200);
    }
    expect((await call('POST', 'ferriers/forgot-password', { body: { email: f.email } })).status).toBe(429);
  });
});
