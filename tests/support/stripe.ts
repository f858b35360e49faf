// The Stripe tests' common ground: the file's fake Stripe (fakeStripeForFile) with its events delivered to the app's
// webhook handler through a real HTTP server on 127.0.0.1 (the handler is called as Next calls it: a Request in, a
// Response out), and a checkout paid on the fake.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect } from 'vitest';
import { handleStripeWebhook } from '@/server/billing/stripe-webhook';
import { call } from './api-client';
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from './fake-stripe';

/** A webhook endpoint on 127.0.0.1 for the fake to post to; the raw body reaches the handler untouched. */
async function startWebhookEndpoint(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      const request = new Request('http://127.0.0.1/api/webhooks/stripe', {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      });
      void handleStripeWebhook(request).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The file's fake Stripe, billing configured to it and its events delivered to the webhook; closed after the file. */
export async function fakeStripeForFile(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const fake = await startFakeStripe({ ...options, configure: true });
  const endpoint = await startWebhookEndpoint();
  fake.deliverTo(endpoint.url);
  afterAll(async () => {
    await fake.close();
    await endpoint.close();
  });
  return fake;
}

/** The Checkout Session id in a checkout's address (the fake's /pay/<id>). */
export const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Starts a checkout for the owner and pays it on the fake; answers the session id and the subscription. */
export async function subscribe(
  fake: FakeStripe,
  owner: { token: string },
  choice: { plan: 'base' | 'pro'; interval: 'month' | 'year' } = { plan: 'pro', interval: 'month' },
) {
  const res = await call('POST', 'subscriptions/checkout', { token: owner.token, body: choice });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = sessionIdOf(res.body.data.url);
  const subscription = await fake.complete(sessionId);
  return { sessionId, subscription };
}
