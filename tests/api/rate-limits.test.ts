// Rate limits: the client address is the connection's (a forged X-Forwarded-For changes nothing), every limit counts
// before it decides (parallel attempts cannot all slip under it), and a count that cannot be written refuses.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { contactMessages } from '@/server/db/schema';
import { call, newIp, type ApiResult } from '../support/api-client';
import { PASSWORD, createFerrier, signUpBody } from '../support/factories';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const wrongLogin = (email: string, ip?: string, headers?: Record<string, string>) =>
  call('POST', 'ferriers/login', { body: { email, password: 'Wrong-pass1!' }, ip, headers });
const contactBody = () => ({
  name: 'Karin Sjöström',
  email: `visitor-${uid()}@example.se`,
  message: 'Hello there!',
});
const demoBody = () => ({ name: 'Erik Lund', email: `demo-${uid()}@example.se`, profession: 'farrier' });
/** What an attacker would send to look like a new client each time; the limits must not care. */
const forged = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}` });
const statuses = (results: ApiResult[]) =>
  results.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

describe('the client address', () => {
  it('comes from the connection: a new X-Forwarded-For per request does not escape the login limit', async () => {
    const email = `victim-${uid()}@example.se`;
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await wrongLogin(email, ip, {
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `1.1.1.${i}`,
      });
      expect(res.status).toBe(401);
    }
    const forged = await wrongLogin(email, ip, { 'x-forwarded-for': '203.0.113.250' });
    expect(forged.status).toBe(429);
    expect(forged.body.error.code).toBe('RATE_LIMITED');
  });

  it('is stored with a contact message, not what the header claims', async () => {
    const ip = newIp();
    const body = contactBody();
    const res = await call('POST', 'contact/send', {
      body,
      ip,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(201);
    const [row] = await systemDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    expect(row!.ip).toBe(ip);
  });

  const huge = {
    // Random, so PostgreSQL cannot compress it below its index-entry limit (as it would 'aaaa…').
    '3 KB': randomBytes(2400).toString('base64'),
    '100 KB': Array.from({ length: 7000 }, (_, i) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`).join(', '),
  };
  it.each(Object.entries(huge))(
    'a %s X-Forwarded-For never gives 500, and still counts',
    async (_size, value) => {
      const headers = { 'x-forwarded-for': value };
      const email = `huge-${uid()}@example.se`;
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        expect((await wrongLogin(email, ip, headers)).status).toBe(401);
      }
      expect((await wrongLogin(email, ip, headers)).status).toBe(429);
      const res = await Promise.all([
        call('POST', 'ferriers/create', { body: signUpBody(), headers }),
        call('POST', 'ferriers/resend-otp', { body: { email }, headers }),
        call('POST', 'ferriers/forgot-password', { body: { email }, headers }),
        call('POST', 'contact/send', { body: contactBody(), headers }),
        call('POST', 'contact/book-demo', { body: demoBody(), headers }),
      ]);
      expect(res.map((r) => r.status)).toEqual([202, 200, 200, 201, 201]);
    },
  );
});

describe('a limit that cannot be recorded', () => {
  // A real write failure: a trigger refuses rate-limit rows whose key names this test's email or address.
  async function withFailingWrites<T>(fn: () => Promise<T>): Promise<T> {
    await systemDb().execute(sql`
      create or replace function test_refuse_marked_rate_limits() returns trigger language plpgsql as $$
      begin
        if new.key like '%fail-closed-%' or new.key like '%:192.0.2.77' then
          raise exception 'simulated rate limit write failure';
        end if;
        return new;
      end $$`);
    await systemDb().execute(sql`drop trigger if exists test_refuse_marked on rate_limits`);
    await systemDb().execute(sql`
      create trigger test_refuse_marked before insert or update on rate_limits
      for each row execute function test_refuse_marked_rate_limits()`);
    try {
      return await fn();
    } finally {
      await systemDb().execute(sql`drop trigger if exists test_refuse_marked on rate_limits`);
    }
  }

  it('refuses the login with 503, even with the right password, and issues no token', async () => {
    const owner = await createFerrier({ email: `fail-closed-${uid()}@example.se` });
    const [en, sv] = await withFailingWrites(() =>
      Promise.all([
        call('POST', 'ferriers/login', { body: { email: owner.email, password: PASSWORD } }),
        call('POST', 'ferriers/login', {
          body: { email: owner.email, password: 'Wrong-pass1!' },
          locale: 'sv',
        }),
      ]),
    );
    expect(en!.status).toBe(503);
    expect(en!.body).toEqual({
      error: {
        code: 'RATE_LIMIT_UNAVAILABLE',
        message:
          'We could not check this attempt just now, so it was not carried out. Please try again in a minute.',
      },
    });
    expect(en!.headers.get('retry-after')).toBe('30');
    expect(en!.headers.get('x-request-id')).toBeTruthy();
    expect(sv!.status).toBe(503);
    expect(sv!.body.error.message).toMatch(/^Vi kunde inte kontrollera försöket/);
    // Once the counter can be written again, the owner gets in.
    const after = await call('POST', 'ferriers/login', { body: { email: owner.email, password: PASSWORD } });
    expect(after.status).toBe(200);
  });

  it('refuses a contact message from that address and stores nothing', async () => {
    const body = contactBody();
    const res = await withFailingWrites(() => call('POST', 'contact/send', { body, ip: '192.0.2.77' }));
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('RATE_LIMIT_UNAVAILABLE');
    expect(
      await systemDb().select().from(contactMessages).where(eq(contactMessages.email, body.email)),
    ).toEqual([]);
  });
});

// Each from one connection address, each with a forged X-Forwarded-For of its own.
describe('parallel attempts (counted before deciding, in one statement)', () => {
  it('30 simultaneous wrong logins for one email from one address: exactly 5 are tried', async () => {
    const email = `parallel-${uid()}@example.se`;
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: 30 }, () => wrongLogin(email, ip, forged())));
    expect(statuses(results)).toEqual({ 401: 5, 429: 25 });
  });

  it('the right password sent 16th of 20 simultaneous tries does not get in', async () => {
    const owner = await createFerrier();
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', 'ferriers/login', {
          body: { email: owner.email, password: i === 15 ? PASSWORD : `Wrong-pass${i}!` },
          ip,
        }),
      ),
    );
    expect(results[15]!.status).toBe(429);
    expect(statuses(results)).toEqual({ 401: 5, 429: 15 });
  });

  it('one address across many emails: exactly 30 wrong logins are tried', async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 36 }, () => wrongLogin(`spray-${uid()}@example.se`, ip, forged())),
    );
    expect(statuses(results)).toEqual({ 401: 30, 429: 6 });
  });

  it('sign-up: 20 an hour from one address', async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 24 }, () =>
        call('POST', 'ferriers/create', { body: signUpBody(), ip, headers: forged() }),
      ),
    );
    expect(statuses(results)).toEqual({ 202: 20, 429: 4 });
  });

  it('resend-otp: 3 per email, 20 per address', async () => {
    const email = `otp-${uid()}@example.se`;
    const perEmail = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', 'ferriers/resend-otp', { body: { email } })),
    );
    expect(statuses(perEmail)).toEqual({ 200: 3, 429: 17 });
    const ip = newIp();
    const perIp = await Promise.all(
      Array.from({ length: 25 }, () =>
        call('POST', 'ferriers/resend-otp', {
          body: { email: `otp-${uid()}@example.se` },
          ip,
          headers: forged(),
        }),
      ),
    );
    expect(statuses(perIp)).toEqual({ 200: 20, 429: 5 });
  });

  it('forgot-password: 3 per email, 20 per address', async () => {
    const email = `reset-${uid()}@example.se`;
    const perEmail = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', 'ferriers/forgot-password', { body: { email } })),
    );
    expect(statuses(perEmail)).toEqual({ 200: 3, 429: 17 });
    const ip = newIp();
    const perIp = await Promise.all(
      Array.from({ length: 25 }, () =>
        call('POST', 'ferriers/forgot-password', {
          body: { email: `reset-${uid()}@example.se` },
          ip,
          headers: forged(),
        }),
      ),
    );
    expect(statuses(perIp)).toEqual({ 200: 20, 429: 5 });
  });

  it.each([
    ['contact/send', contactBody],
    ['contact/book-demo', demoBody],
  ])('%s: 5 an hour from one address', async (path, body) => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', path, { body: body(), ip, headers: forged() })),
    );
    expect(statuses(results)).toEqual({ 201: 5, 429: 15 });
  });
});
