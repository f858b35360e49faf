// Through the real server (`npm start`'s, scripts/web-server.ts, in front of the production build): the client
// address is the connection's, so a forged X-Forwarded-For does not escape the login limit, and a huge one is harmless.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

test('a new forged X-Forwarded-For per request does not escape the login limit', async ({
  request,
}, info) => {
  const email = `forged-${info.project.name}-${Date.now()}@example.se`;
  const attempt = (forwardedFor: string) =>
    request.post('/api/v1/ferriers/login', {
      data: { email, password: 'Wrong-pass1!' },
      headers: { 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor },
    });
  for (let i = 1; i <= 5; i++) expect((await attempt(`198.51.100.${i}`)).status()).toBe(401);
  const limited = await attempt('198.51.100.99');
  expect(limited.status()).toBe(429);
  expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
});

test('a 3 KB X-Forwarded-For is answered normally, never with 500', async ({ request }, info) => {
  const res = await request.post('/api/v1/ferriers/login', {
    data: { email: `big-${info.project.name}-${Date.now()}@example.se`, password: 'Wrong-pass1!' },
    // Random, so it cannot be compressed below PostgreSQL's index-entry limit as 'aaaa…' would.
    headers: { 'x-forwarded-for': randomBytes(2400).toString('base64') },
  });
  expect(res.status()).toBe(401);
});
