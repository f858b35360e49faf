// The Stripe client (stripe-node), one per configuration: pointed at STRIPE_API_URL (Stripe, or the tests' local
// fake), with the SDK's own retries of network failures and 409/429/5xx (it sends one idempotency key per request, so
// a retried POST is not done twice).
import 'server-only';
import Stripe from 'stripe';
import type { StripeConfig } from './env';

let cached: { key: string; client: Stripe } | undefined;

export function stripeClient(config: StripeConfig): Stripe {
  const key = `${config.secretKey} ${config.apiUrl.href}`;
  if (cached?.key !== key) {
    const url = config.apiUrl;
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    cached = {
      key,
      client: new Stripe(config.secretKey, {
        host: url.hostname,
        port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
        protocol,
        maxNetworkRetries: 2,
        timeout: 15_000,
        appInfo: { name: 'Hovbook' },
      }),
    };
  }
  return cached.client;
}
