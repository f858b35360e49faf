// Over real HTTP, on both ways a request reaches the API: Next's route handler (next dev, next start) and Hono's Node
// adapter (npm start, server/api-listener.ts), each behind our connection wrapper as scripts/web-server.ts puts it.
// The address comes from the socket; X-Forwarded-For only counts when the peer is a trusted proxy.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/[[...route]]/route';
import { apiApp } from '@/server/api/app';
import { apiListener } from '@/server/api-listener';
import { parseTrustedProxies } from '@/server/client-address';
import { withClientAddress } from '@/server/connection-address';
import { systemDb } from '@/server/db/system';
import { contactMessages, demoRequests } from '@/server/db/schema';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Node request → fetch Request → the route handler → Node response: what Next does around a route handler. */
async function routeHandler(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await POST(
    new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** What npm start does: the API through Hono's Node adapter, anything else to Next (here: nothing). */
const nodeAdapter = apiListener(
  () => (request, env) => apiApp().fetch(request, env),
  (_req, res) => {
    res.statusCode = 404;
    res.end();
  },
) as NodeHandler;

async function serve(handle: NodeHandler, trustedProxies?: string): Promise<{ url: string; server: Server }> {
  const server = createServer(withClientAddress(parseTrustedProxies(trustedProxies), handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function post(base: string, path: string, body: unknown, forwardedFor?: string) {
  return fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
}
const wrongLogin = (base: string, email: string, forwardedFor?: string) =>
  post(base, 'ferriers/login', { email, password: 'Wrong-pass1!' }, forwardedFor);

/** A public form that stores the sender's address, with its own limit of 5 an hour per address. */
type Form = {
  path: string;
  body: (email: string) => object;
  storedIp: (email: string) => Promise<string | null>;
};

const contactForm: Form = {
  path: 'contact/send',
  body: (email) => ({ name: 'Karin', email, message: 'Hello there!' }),
  storedIp: async (email) =>
    (await systemDb().select().from(contactMessages).where(eq(contactMessages.email, email)))[0]!.ip,
};
const demoForm: Form = {
  path: 'contact/book-demo',
  body: (email) => ({ name: 'Karin', email, profession: 'farrier' }),
  storedIp: async (email) =>
    (await systemDb().select().from(demoRequests).where(eq(demoRequests.email, email)))[0]!.ip,
};

// Each way has a form of its own: the requests of both come from 127.0.0.1, and each form allows it 5 an hour.
describe.each([
  { way: "Next's route handler", handle: routeHandler as NodeHandler, form: contactForm },
  { way: "Hono's Node adapter (npm start)", handle: nodeAdapter, form: demoForm },
])('$way', ({ handle, form }) => {
  let direct: { url: string; server: Server };
  let proxied: { url: string; server: Server };
  beforeAll(async () => {
    direct = await serve(handle);
    proxied = await serve(handle, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all([direct, proxied].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  describe('straight from the client (no trusted proxy)', () => {
    it('a forged X-Forwarded-For per request does not escape the login limit', async () => {
      const email = `forged-${uid()}@example.se`;
      for (let i = 0; i < 5; i++) {
        expect((await wrongLogin(direct.url, email, `198.51.100.${i + 1}`)).status).toBe(401);
      }
      const res = await wrongLogin(direct.url, email, '198.51.100.200');
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    });

    it('stores the socket address with a form; a forged header per message does not escape the limit', async () => {
      // The only test here that uses this form from 127.0.0.1: it has all 5 messages of the hour.
      const send = (email: string, forwardedFor: string) =>
        post(direct.url, form.path, form.body(email), forwardedFor);
      const email = `visitor-${uid()}@example.se`;
      expect((await send(email, '203.0.113.5')).status).toBe(201);
      expect(await form.storedIp(email)).toBe('127.0.0.1');
      for (let i = 1; i <= 4; i++)
        expect((await send(`visitor-${uid()}@example.se`, `198.51.100.${i}`)).status).toBe(201);
      const limited = await send(`visitor-${uid()}@example.se`, '198.51.100.99');
      expect(limited.status).toBe(429);
    });

    it('a 3 KB header is ignored; a 100 KB one is refused by the HTTP server itself, never 500', async () => {
      expect(
        (await wrongLogin(direct.url, `big-${uid()}@example.se`, randomBytes(2400).toString('base64')))
          .status,
      ).toBe(401);
      const res = await wrongLogin(direct.url, `big-${uid()}@example.se`, '1.2.3.4, '.repeat(12_000));
      expect(res.status).toBe(431);
    });
  });

  describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
    it('takes the address the proxy appended, not what the client put before it', async () => {
      const email = `visitor-${uid()}@example.se`;
      const res = await post(proxied.url, form.path, form.body(email), '6.6.6.6, 203.0.113.7');
      expect(res.status).toBe(201);
      expect(await form.storedIp(email)).toBe('203.0.113.7');
    });

    it('limits each forwarded client on its own, and reads a 3 KB header from its end', async () => {
      const email = `proxied-${uid()}@example.se`;
      const client = `${randomBytes(2400).toString('base64')}, 203.0.113.20`;
      for (let i = 0; i < 5; i++) expect((await wrongLogin(proxied.url, email, client)).status).toBe(401);
      expect((await wrongLogin(proxied.url, email, `9.9.9.9, 203.0.113.20`)).status).toBe(429);
      expect((await wrongLogin(proxied.url, email, '203.0.113.21')).status).toBe(401);
    });
  });
});
