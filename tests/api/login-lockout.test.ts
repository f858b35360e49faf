// Brute force stays impossible without handing attackers a switch that locks the owner out: failures count per
// account and address, a much higher ceiling per account, per address; the emailed reset link always lets the owner in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { rateLimits } from '@/server/db/schema';
import { LIMITS } from '@/server/rate-limit';
import { call, newIp } from '../support/api-client';
import { PASSWORD, createFerrier } from '../support/factories';
import { lastMailTo } from '../support/mailbox';

const login = (email: string, password: string, ip: string) =>
  call('POST', 'ferriers/login', { body: { email, password }, ip });
const countOf = async (key: string) =>
  (await systemDb().select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]
    ?.count;

async function resetByLink(email: string, ip: string, newPassword: string) {
  expect((await call('POST', 'ferriers/forgot-password', { body: { email }, ip })).status).toBe(200);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await lastMailTo(email)).text)?.[1];
  expect(token).toBeTruthy();
  const res = await call('POST', 'ferriers/reset-password', { body: { token, newPassword }, ip });
  expect(res.status).toBe(200);
}

describe('an attacker guessing from one address', () => {
  it('gets 429 after 5 failures, while the owner from another address logs in', async () => {
    const owner = await createFerrier();
    const attacker = newIp();
    for (let i = 0; i < 5; i++)
      expect((await login(owner.email, `Guess-${i}-pass!`, attacker)).status).toBe(401);
    const sixth = await login(owner.email, 'Guess-6-pass!', attacker);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits at the attacker's address…
    expect((await login(owner.email, PASSWORD, attacker)).status).toBe(429);
    // …but not at the owner's.
    expect((await login(owner.email, PASSWORD, newIp())).status).toBe(200);
  });

  it("the owner's own typos: a login that succeeds starts the count over", async () => {
    const owner = await createFerrier();
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await login(owner.email, `Typo-${i}-pass!`, ip)).status).toBe(401);
    expect((await login(owner.email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(owner.email, `Typo-${i}-pass!`, ip)).status).toBe(401);
    expect((await login(owner.email, PASSWORD, ip)).status).toBe(429);
  });
});

describe('guessing spread over many addresses', () => {
  // Each of its dozens of failed logins hashes a password: on a busy machine that takes longer than the default 30 s.
  it(
    'meets the per-account ceiling; the reset link still works, clears it, and login works after it',
    { timeout: 90_000 },
    async () => {
      const owner = await createFerrier();
      const { max } = LIMITS.loginFailuresPerEmail;
      const perAddress = LIMITS.loginFailuresPerEmailAndIp.max;
      const attackers = Array.from({ length: Math.ceil(max / perAddress) }, () => newIp());
      for (const ip of attackers) {
        const tries = await Promise.all(
          Array.from({ length: perAddress }, (_, i) => login(owner.email, `Spread-${i}-pass!`, ip)),
        );
        expect(tries.map((r) => r.status)).toEqual(Array(perAddress).fill(401));
      }
      // The ceiling is reached: a fresh address is refused too, and so is the owner with the right password.
      expect((await login(owner.email, 'Spread-x-pass!', newIp())).status).toBe(429);
      const home = newIp();
      expect((await login(owner.email, PASSWORD, home)).status).toBe(429);

      const newPassword = 'Nya-hovar-2026!';
      await resetByLink(owner.email, home, newPassword);
      expect(await countOf(`login-email:${owner.email}`)).toBeUndefined();
      expect(await countOf(`login-email-ip:${owner.email}|${attackers[0]}`)).toBeUndefined();
      expect((await login(owner.email, newPassword, home)).status).toBe(200);
    },
  );

  it("a reset clears the owner's own address too", async () => {
    const owner = await createFerrier();
    const ip = newIp();
    for (let i = 0; i < 5; i++) await login(owner.email, `Forgot-${i}-pass!`, ip);
    expect((await login(owner.email, PASSWORD, ip)).status).toBe(429);
    await resetByLink(owner.email, ip, 'Nya-hovar-2026!');
    expect((await login(owner.email, 'Nya-hovar-2026!', ip)).status).toBe(200);
  });

  it('a reset link that is not valid clears nothing', async () => {
    const owner = await createFerrier();
    const ip = newIp();
    for (let i = 0; i < 5; i++) await login(owner.email, `Forgot-${i}-pass!`, ip);
    const res = await call('POST', 'ferriers/reset-password', {
      body: { token: 'made-up-token', newPassword: 'Nya-hovar-2026!' },
      ip,
    });
    expect(res.status).toBe(400);
    expect(await countOf(`login-email-ip:${owner.email}|${ip}`)).toBe(5);
  });
});

describe('one address trying many accounts', () => {
  it('counts failures only: a right password gives its attempt back', async () => {
    const owner = await createFerrier();
    const office = newIp();
    const stranger = `stranger-${Date.now().toString(36)}@example.se`;
    const { max } = LIMITS.loginFailuresPerIp;
    // An address that already failed max - 1 times (other accounts, earlier).
    await systemDb()
      .insert(rateLimits)
      .values({ key: `login-ip:${office}`, count: max - 1, windowStart: new Date() });
    expect((await login(owner.email, PASSWORD, office)).status).toBe(200);
    expect(await countOf(`login-ip:${office}`)).toBe(max - 1);
    expect((await login(stranger, 'Wrong-pass1!', office)).status).toBe(401);
    expect((await login(stranger, 'Wrong-pass1!', office)).status).toBe(429);
    // A refused attempt used up nothing else: the account's own counts are as after the one failure.
    expect(await countOf(`login-email:${stranger}`)).toBe(1);
    expect(await countOf(`login-email-ip:${stranger}|${office}`)).toBe(1);
  });
});
