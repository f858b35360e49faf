// npm start serves /api/v1 with Hono's Node adapter (server/api-listener.ts), not through Next's route handler: over
// real HTTP, requests of every kind — a signed-in read, JSON and multipart bodies, a streamed body, a body-less POST,
// HEAD, errors of the request itself — get the answers the in-process tests see, and other paths go to Next.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP } from '@/lib/security-headers';
import { apiApp } from '@/server/api/app';
import { apiListener, isApiPath } from '@/server/api-listener';
import { parseTrustedProxies } from '@/server/client-address';
import { withClientAddress } from '@/server/connection-address';
import { animalBody, createAnimal, createFerrier } from '../support/factories';

let base: string;
let server: Server;
let me: Awaited<ReturnType<typeof createFerrier>>;

beforeAll(async () => {
  me = await createFerrier();
  const listener = apiListener(
    () => (request, env) => apiApp().fetch(request, env),
    // Stands in for Next's request handler.
    (_req, res) => {
      res.writeHead(299, { 'x-served-by': 'next' });
      res.end();
    },
  );
  server = createServer(withClientAddress(parseTrustedProxies(undefined), listener));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('which requests are the API’s', () => {
  it('/api/v1 and the paths under it, nothing else', () => {
    for (const url of ['/api/v1', '/api/v1/', '/api/v1/animals/list', '/api/v1?x=1'])
      expect(isApiPath(url), url).toBe(true);
    for (const url of ['/', '/api/v10/x', '/api/v1x', '/api/docs', '/sv/api/v1', undefined])
      expect(isApiPath(url), url).toBe(false);
  });

  it('pages, Next’s files and the API reference go to Next', async () => {
    for (const path of ['/login', '/_next/static/x.js', '/api/docs', '/api/v10/animals/list']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(299);
      expect(res.headers.get('x-served-by')).toBe('next');
    }
  });
});

describe('the API through the adapter', () => {
  it('a signed-in list and details read, with the API’s headers', async () => {
    const animal = await createAnimal(me, { name: 'Adapterbrand' });
    const list = await fetch(`${base}/api/v1/animals/list?limit=1&ferrierId=${me.ferrierId}`, {
      headers: bearer(me.token),
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.headers.get('content-security-policy')).toBe(API_CSP);
    expect(list.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const page = (await list.json()) as { data: unknown[]; nextCursor: string | null };
    expect(page.data).toHaveLength(1);
    const details = await fetch(`${base}/api/v1/animals/details/${animal.id}`, { headers: bearer(me.token) });
    expect(((await details.json()) as { data: { name: string } }).data.name).toBe('Adapterbrand');
  });

  it('HEAD answers as GET without a body', async () => {
    const res = await fetch(`${base}/api/v1/animals/list`, { method: 'HEAD', headers: bearer(me.token) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('JSON and multipart bodies, and a streamed one without Content-Length', async () => {
    const json = await fetch(`${base}/api/v1/animals/create`, {
      method: 'POST',
      headers: { ...bearer(me.token), 'content-type': 'application/json' },
      body: JSON.stringify(animalBody({ name: 'Jsonbrand' })),
    });
    expect(json.status).toBe(201);

    const form = new FormData();
    form.set('data', JSON.stringify(animalBody({ name: 'Bildbrand' })));
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 120, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    form.set('picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hast.png');
    const multipart = await fetch(`${base}/api/v1/animals/create`, {
      method: 'POST',
      headers: bearer(me.token),
      body: form,
    });
    expect(multipart.status).toBe(201);
    const { pictureUrl } = ((await multipart.json()) as { data: { pictureUrl: string } }).data;
    const picture = await fetch(`${base}${pictureUrl}`, { headers: bearer(me.token) });
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const bytes = new TextEncoder().encode(JSON.stringify(animalBody({ name: 'Strömbrand' })));
    const streamed = await fetch(`${base}/api/v1/animals/create`, {
      method: 'POST',
      headers: { ...bearer(me.token), 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(201);
  });

  it('errors of the request itself (malformed JSON, too large, another media type, unknown route) keep the connection', async () => {
    const post = (path: string, body: BodyInit, type: string) =>
      fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    const malformed = await post('ferriers/login', '{"email": ', 'application/json');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_JSON');
    const large = await post(
      'ferriers/login',
      JSON.stringify({ x: 'x'.repeat(1024 * 1024) }),
      'application/json',
    );
    expect(large.status).toBe(413);
    expect((await post('ferriers/login', 'a=1', 'application/x-www-form-urlencoded')).status).toBe(415);
    // Streamed past the limit: refused after the first megabyte, the rest dropped unread.
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const endless = await fetch(`${base}/api/v1/ferriers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        pull(controller) {
          if (sent++ < 12) controller.enqueue(chunk);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(endless.status).toBe(413);
    // Each refusal above left its connection fit for the next request (the client reuses it).
    for (const path of ['/api/v1', '/api/v1/no-such-thing']) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-language': 'sv' } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Hittades inte.' } });
    }
  });

  it('a body-less logout ends the session at once', async () => {
    const f = await createFerrier();
    const out = await fetch(`${base}/api/v1/ferriers/logout`, { method: 'POST', headers: bearer(f.token) });
    expect(out.status).toBe(200);
    const after = await fetch(`${base}/api/v1/animals/list`, { headers: bearer(f.token) });
    expect(after.status).toBe(401);
  });
});

/** A GET over plain node:http: the body as sent, not decoded as fetch would. */
function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('compression, as Next compresses what its route handler answers', () => {
  it('gzip or deflate as Accept-Encoding allows, for answers of 1 KB or more, with Vary', async () => {
    const plain = await rawGet('/api/v1/openapi.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const document = JSON.parse(plain.body.toString('utf8'));

    const gz = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(document);
    expect(gz.body.length).toBeLessThan(plain.body.length);

    const df = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'deflate, gzip;q=0' });
    expect(df.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(df.body).toString('utf8'))).toEqual(document);

    const none = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'identity, *;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and HEAD as they are', async () => {
    const small = await rawGet('/api/v1/no-such-thing', { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).error.code).toBe('NOT_FOUND');
    const head = await rawGet('/api/v1/openapi.json', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
