// ferriers/create and ferriers/verifyemail, ferriers/resend-otp: success and every bad input.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers, users } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier, createUnverifiedFerrier, signUpBody } from '../support/factories';
import { lastMailTo, latestOtp, mailsTo } from '../support/mailbox';

describe('ferriers/create', () => {
  it('creates an unverified company account and mails a 6-digit code in the request language', async () => {
    const body = signUpBody({ email: `Mixed.Case-${Date.now()}@Example.se` });
    const res = await call('POST', 'ferriers/create', { body, locale: 'sv' });
    expect(res.status).toBe(202);
    const email = body.email.toLowerCase();
    expect(res.body.data).toEqual({ email, sent: true });

    const [user] = await systemDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: false, role: 'owner', firstName: 'Åsa', language: 'sv' });
    const [ferrier] = await systemDb().select().from(ferriers).where(eq(ferriers.id, user!.ferrierId));
    expect(ferrier).toMatchObject({
      status: 'unverified',
      organizationNumber: '5560160680',
      phone: '+46701234567',
      trialEndsAt: null,
    });

    const mail = await lastMailTo(email);
    expect(mail.subject).toMatch(/^Din verifieringskod för Hovbook: \d{6}$/);
    expect(mail.text).toContain('10 minuter');
  });

  it('accepts a sole trader whose organisation number is a personnummer', async () => {
    const res = await call('POST', 'ferriers/create', {
      body: signUpBody({ organizationNumber: '811228-9874' }),
    });
    expect(res.status).toBe(202);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['firstName', { firstName: '' }, 'This field is required.'],
    ['firstName', { firstName: 'Anna2' }, 'Use letters only (spaces, hyphens and apostrophes are allowed).'],
    ['lastName', { lastName: 'Berg!' }, 'Use letters only (spaces, hyphens and apostrophes are allowed).'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', { email: `${'a'.repeat(250)}@x.se` }, 'The email address can be at most 254 characters.'],
    ['password', { password: 'short1!' }, 'The password needs at least 8 characters'],
    ['password', { password: 'alllowercase1!' }, 'The password needs at least 8 characters'],
    ['password', { password: 'NoDigitsHere!' }, 'The password needs at least 8 characters'],
    ['password', { password: 'NoSpecial123' }, 'The password needs at least 8 characters'],
    ['password', { password: 'Password1!' }, 'This password is too common or too easy to guess'],
    ['password', { password: 'Sommar2024!' }, 'This password is too common or too easy to guess'],
    ['password', { password: 'Lind-Berg-1!' }, 'This password is too common or too easy to guess'],
    ['organizationName', { organizationName: '' }, 'This field is required.'],
    ['organizationName', { organizationName: 'x'.repeat(101) }, 'This is too long.'],
    ['organizationNumber', { organizationNumber: '556016-0681' }, 'Enter a valid organisation number'],
    ['organizationNumber', { organizationNumber: '12345' }, 'Enter a valid organisation number'],
    ['phone', { phone: '+4470123' }, 'Enter a valid Swedish phone number'],
    ['phone', { phone: '+4420 7946 0958' }, 'Enter a valid Swedish phone number'],
    ['phone', { phone: 'abc' }, 'Enter a valid Swedish phone number'],
    ['firstName', { firstName: 42 }, 'This value has the wrong type.'],
    ['phone', { phone: undefined }, 'This field is required.'],
  ];
  it.each(invalid)(
    'rejects a bad %s (%j) with 422 and a message, creating nothing',
    async (field, patch, message) => {
      const body = signUpBody(patch);
      const res = await call('POST', 'ferriers/create', { body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.fields[field]).toContain(message);
      if (typeof body.email === 'string' && body.email.includes('@example.se')) {
        expect(await systemDb().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
      }
    },
  );

  it('localizes field messages in Swedish', async () => {
    const res = await call('POST', 'ferriers/create', { body: signUpBody({ email: 'nope' }), locale: 'sv' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Några fält behöver åtgärdas.');
    expect(res.body.error.fields.email).toBe('Ange en giltig e-postadress.');
  });

  it('refuses unknown fields by name, creating nothing', async () => {
    const body = { ...signUpBody(), favouriteHorse: 'Kanel' };
    const res = await call('POST', 'ferriers/create', { body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ favouriteHorse: 'Unknown field.' });
    expect(await systemDb().select().from(ferriers).where(eq(ferriers.email, body.email))).toHaveLength(0);
  });
});

describe('ferriers/verifyemail', () => {
  it('verifies with the mailed code, starts the 7-day trial and sends a welcome mail', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const before = Date.now();
    const res = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp } });
    expect(res.status).toBe(200);
    const trialEnds = new Date(res.body.data.trialEndsAt).getTime();
    expect(trialEnds - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(trialEnds - before).toBeLessThan(7 * 86_400_000 + 60_000);
    const [user] = await systemDb().select().from(users).where(eq(users.email, account.email));
    const [ferrier] = await systemDb().select().from(ferriers).where(eq(ferriers.id, user!.ferrierId));
    expect(ferrier!.status).toBe('active');
    expect((await lastMailTo(account.email)).subject).toBe('Welcome to Hovbook');
  });

  it('answers a verified address exactly as a wrong code, and changes nothing', async () => {
    const verified = await createFerrier();
    const [before] = await systemDb().select().from(users).where(eq(users.email, verified.email));
    const again = await call('POST', 'ferriers/verifyemail', {
      body: { email: verified.email, otp: '123456' },
    });
    const pending = await createUnverifiedFerrier();
    const code = await latestOtp(pending.email);
    const wrong = await call('POST', 'ferriers/verifyemail', {
      body: { email: pending.email, otp: code === '123456' ? '654321' : '123456' },
    });
    expect(again.status).toBe(400);
    expect(again.status).toBe(wrong.status);
    expect(again.body).toEqual(wrong.body);
    expect(again.body.error.code).toBe('INVALID_OTP');
    const [after] = await systemDb().select().from(users).where(eq(users.email, verified.email));
    expect(after).toEqual(before);
  });

  it('refuses a wrong code, and after 5 wrong tries refuses even the right one', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp: wrong } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_OTP');
    }
    const res = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    const [user] = await systemDb().select().from(users).where(eq(users.email, account.email));
    expect(user!.emailVerified).toBe(false);
  });

  it('refuses a code older than 10 minutes', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const { verifications } = await import('@/server/db/schema');
    const { like } = await import('drizzle-orm');
    await systemDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${account.email}`));
    const res = await call('POST', 'ferriers/verifyemail', { body: { email: account.email, otp } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_OTP');
  });

  it.each([
    [{ otp: '12345' }, 'otp'],
    [{ otp: 'abcdef' }, 'otp'],
    [{ email: 'x' }, 'email'],
  ])('rejects malformed input %j', async (patch, field) => {
    const res = await call('POST', 'ferriers/verifyemail', {
      body: { email: 'a@example.se', otp: '123456', ...patch },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('gives the same answer for an unknown email as for a wrong code', async () => {
    const res = await call('POST', 'ferriers/verifyemail', {
      body: { email: 'nobody@example.se', otp: '123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_OTP');
  });
});

describe('ferriers/resend-otp', () => {
  it('sends a new code, and rate limits repeated requests', async () => {
    const account = await createUnverifiedFerrier();
    const first = (await mailsTo(account.email)).length;
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', 'ferriers/resend-otp', { body: { email: account.email } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ sent: true });
    }
    expect((await mailsTo(account.email)).length).toBe(first + 3);
    const limited = await call('POST', 'ferriers/resend-otp', { body: { email: account.email } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mailsTo(account.email)).length).toBe(first + 3);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await call('POST', 'ferriers/resend-otp', { body: { email: 'unknown-person@example.se' } });
    expect(res.status).toBe(200);
    expect(await mailsTo('unknown-person@example.se')).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const res = await call('POST', 'ferriers/resend-otp', { body: { email: 'nope' } });
    expect(res.status).toBe(422);
  });
});
