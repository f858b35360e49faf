// Parallel requests against one address (issue 9): ten sign-ups make one account and answer alike (point 8);
// parallel codes never get more than 5 checks per issued code (point 2).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers, users } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createUnverifiedFerrier, signUpBody } from '../support/factories';
import { latestOtp } from '../support/mailbox';

describe('ten simultaneous sign-ups with one email', () => {
  it('create one account and answer every request alike, none with 5xx', async () => {
    const body = signUpBody();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', 'ferriers/create', { body })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(202));
    for (const r of results) expect(r.body).toEqual({ data: { email: body.email, sent: true } });
    const accounts = await systemDb().select().from(users).where(eq(users.email, body.email));
    expect(accounts).toHaveLength(1);
    // No tenant left behind by the sign-ups that lost.
    const tenants = await systemDb().select().from(ferriers).where(eq(ferriers.email, body.email));
    expect(tenants.map((t) => t.id)).toEqual([accounts[0]!.ferrierId]);
  });
});

describe('parallel verification codes for one address', () => {
  const verify = (email: string, otp: string) =>
    call('POST', 'ferriers/verifyemail', { body: { email, otp } });
  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

  it('check at most 5 codes, and the right code sent after them is refused', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const results = await Promise.all(wrongCodes(otp, 9).map((code) => verify(account.email, code)));
    const checked = results.filter((r) => r.status === 400);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const r of results) expect([400, 429]).toContain(r.status);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(4);

    const right = await verify(account.email, otp);
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    const [user] = await systemDb().select().from(users).where(eq(users.email, account.email));
    expect(user!.emailVerified).toBe(false);

    // A new code gets a fresh count.
    expect((await call('POST', 'ferriers/resend-otp', { body: { email: account.email } })).status).toBe(200);
    const fresh = await latestOtp(account.email);
    expect((await verify(account.email, fresh)).status).toBe(200);
  });

  it('never check more than 5 codes when the right one is sent among them', async () => {
    const account = await createUnverifiedFerrier();
    const otp = await latestOtp(account.email);
    const wrong = wrongCodes(otp, 9);
    const codes = [...wrong.slice(0, 5), otp, ...wrong.slice(5)];
    const results = await Promise.all(codes.map((code) => verify(account.email, code)));
    const passed = results.filter((r) => r.status !== 429);
    expect(passed.length).toBeLessThanOrEqual(5);
    // The right code only counts if it was among the 5 checked.
    const rightAnswer = results[5]!;
    const [user] = await systemDb().select().from(users).where(eq(users.email, account.email));
    expect(user!.emailVerified).toBe(rightAnswer.status === 200);
  });
});
