// The request path for every route: content type, malformed JSON, size limits, unknown routes, request ids, OpenAPI.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createFerrier, signUpBody } from '../support/factories';

describe('bad requests get the error envelope, never a 500 or a stack trace', () => {
  it('malformed JSON → 400 MALFORMED_JSON, localized', async () => {
    for (const raw of ['{"email": ', 'null garbage', '']) {
      const res = await call('POST', 'ferriers/login', {
        raw,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(raw)) },
        locale: 'sv',
      });
      expect([400, 422], raw).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
    }
    const res = await call('POST', 'ferriers/login', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('a body that is not JSON → 415 UNSUPPORTED_CONTENT_TYPE', async () => {
    const res = await call('POST', 'ferriers/create', {
      raw: new URLSearchParams(signUpBody() as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });

  it('multipart is refused where no upload is expected', async () => {
    const form = new FormData();
    form.set('email', 'a@example.se');
    const res = await call('POST', 'ferriers/login', { raw: form });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_CONTENT_TYPE');
  });

  it('a JSON array or scalar where an object is expected → 422', async () => {
    for (const body of [[1, 2], 'text', 42]) {
      const res = await call('POST', 'ferriers/login', { body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a JSON body over 1 MB → 413', async () => {
    const res = await call('POST', 'ferriers/create', {
      body: { ...signUpBody(), padding: 'x'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an upload over the multipart limit → 413', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(22 * 1024 * 1024)]), 'huge.png');
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(res.status).toBe(413);
  });

  it('an unknown route → 404 envelope', async () => {
    const res = await call('GET', 'no-such-thing', { locale: 'sv' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Hittades inte.' });
  });

  it('a protected route without a token → 401 before the body is looked at', async () => {
    const res = await call('PUT', '00000000-0000-4000-8000-000000000000'.replace(/.*/, 'ferriers/update/x'), {
      body: { title: 'x' },
    });
    expect(res.status).toBe(401);
  });

  it('every response carries a request id; a sane incoming one is kept', async () => {
    const mine = await call('GET', 'openapi.json', { headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-abc-12345');
    const fresh = await call('GET', 'openapi.json', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('documents every account route with the bearer scheme', async () => {
    const res = await call('GET', 'openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/api/v1/ferriers/create',
      '/api/v1/ferriers/login',
      '/api/v1/ferriers/restore',
      '/api/v1/ferriers/logout',
      '/api/v1/ferriers/verifyemail',
      '/api/v1/ferriers/resend-otp',
      '/api/v1/ferriers/forgot-password',
      '/api/v1/ferriers/reset-password',
      '/api/v1/ferriers/details/{id}',
      '/api/v1/ferriers/update/{id}',
      '/api/v1/ferriers/delete/{id}',
      '/api/v1/ferriers/change-password/{id}',
    ]) {
      expect(paths).toContain(p);
    }
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(
      res.body.paths['/api/v1/ferriers/create'].post.requestBody.content['application/json'].schema,
    ).toBeTruthy();
  });
});
