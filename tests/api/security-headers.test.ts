// Security headers of the API (issue 9, point 11): every answer — success, error, unknown route — carries nosniff,
// DENY framing, the referrer and permissions policies and a policy under which JSON loads and runs nothing; HSTS
// over HTTPS only; a stored file gets its own sandboxing policy.
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, FILE_CSP, HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from '@/lib/security-headers';
import { call, type ApiResult } from '../support/api-client';
import { animalBody, createFerrier } from '../support/factories';

let me: Awaited<ReturnType<typeof createFerrier>>;
beforeAll(async () => {
  me = await createFerrier();
});

const appUrl = process.env.APP_URL;
afterEach(() => {
  if (appUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = appUrl;
});

function expectCommonHeaders(res: ApiResult, what: string) {
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
  expect(res.headers.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  expect(res.headers.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(res.headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
}

describe('API answers', () => {
  it('success, auth failure, validation failure, malformed JSON and unknown routes all carry the headers', async () => {
    const answers: [string, ApiResult][] = [
      ['details', await call('GET', `ferriers/details/${me.ferrierId}`, { token: me.token })],
      ['openapi', await call('GET', 'openapi.json')],
      ['no token', await call('GET', `ferriers/details/${me.ferrierId}`)],
      ['validation', await call('POST', 'ferriers/login', { body: { email: 'not an email' } })],
      [
        'malformed',
        await call('POST', 'ferriers/login', {
          raw: '{"email": ',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['unknown route', await call('GET', 'no/such/route')],
    ];
    expect(answers.map(([, res]) => res.status)).toEqual([200, 200, 401, 422, 400, 404]);
    for (const [what, res] of answers) {
      expectCommonHeaders(res, what);
      expect(res.headers.get('content-security-policy'), what).toBe(API_CSP);
      expect(res.headers.get('strict-transport-security'), what).toBeNull();
    }
  });

  it('HSTS when the public address is HTTPS, or the proxy in front says the request came over HTTPS', async () => {
    const overProxy = await call('GET', 'openapi.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overProxy.headers.get('strict-transport-security')).toBe(HSTS);
    expect(
      (await call('GET', 'openapi.json', { headers: { 'x-forwarded-proto': 'http' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();

    process.env.APP_URL = 'https://app.hovbook.se';
    const configured = await call('GET', `ferriers/details/${me.ferrierId}`);
    expect(configured.status).toBe(401);
    expect(configured.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('stored files', () => {
  it('are sent with nosniff and a policy that sandboxes them and lets them load nothing', async () => {
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#5b3a1e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('data', JSON.stringify(animalBody({ name: 'Rubrik' })));
    form.set('picture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'hast.png');
    const created = await call('POST', 'animals/create', { token: me.token, raw: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const file = await call('GET', (created.body.data.pictureUrl as string).replace('/api/v1/', ''), {
      token: me.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expectCommonHeaders(file, 'file');
    expect(file.headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(FILE_CSP).toMatch(/default-src 'none'/);
    expect(FILE_CSP).toMatch(/(^|; )sandbox(;|$)/);
  });
});
