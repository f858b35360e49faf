// Stripe's settings (README "Billing"), declared beside the integration; the start checks them with the rest
// (server/env.ts). Billing is on when the secret key, the webhook secret and the four price ids are all set; without
// them the app runs with billing off (trial and plans in the database only). Tests point STRIPE_API_URL at a local
// fake (tests/support/fake-stripe.ts).
import 'server-only';
import { z } from 'zod';
import type { PlanId } from '@/lib/plans';
import { defineEnv } from '@/server/env';

const PRICE_SETTINGS = {
  base: { month: 'STRIPE_PRICE_BASE_MONTHLY', year: 'STRIPE_PRICE_BASE_YEARLY' },
  pro: { month: 'STRIPE_PRICE_PRO_MONTHLY', year: 'STRIPE_PRICE_PRO_YEARLY' },
} as const;
const PRICE_NAMES = Object.values(PRICE_SETTINGS).flatMap((p) => Object.values(p));

export const stripeEnv = defineEnv(
  z
    .object({
      STRIPE_SECRET_KEY: z.string().optional(),
      STRIPE_WEBHOOK_SECRET: z.string().optional(),
      /** The browser's key, for Stripe's pricing table; only shown with STRIPE_PRICING_TABLE_ID. */
      STRIPE_PUBLISHABLE_KEY: z.string().optional(),
      STRIPE_PRICING_TABLE_ID: z.string().optional(),
      STRIPE_PRICE_BASE_MONTHLY: z.string().optional(),
      STRIPE_PRICE_BASE_YEARLY: z.string().optional(),
      STRIPE_PRICE_PRO_MONTHLY: z.string().optional(),
      STRIPE_PRICE_PRO_YEARLY: z.string().optional(),
      /** Stripe's API origin; tests point it at a local fake. */
      STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    })
    .superRefine((v, ctx) => {
      // A secret key without the rest is a half-done setup, not "billing off": say what is missing at the start.
      if (!v.STRIPE_SECRET_KEY) return;
      for (const name of ['STRIPE_WEBHOOK_SECRET', ...PRICE_NAMES] as const)
        if (!v[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'must be set with STRIPE_SECRET_KEY' });
    }),
);

export type Interval = 'month' | 'year';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: URL;
  prices: Record<PlanId, Record<Interval, string>>;
  /** Stripe's pricing table, when the publishable key is set (its id null: set the key without it, a mistake shown). */
  pricingTable: { id: string | null; publishableKey: string } | null;
};

/** The configured billing, or null when billing is off. */
export function stripeConfig(): StripeConfig | null {
  const e = stripeEnv();
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return null;
  const price = (name: (typeof PRICE_NAMES)[number]) => e[name]!;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: new URL(e.STRIPE_API_URL),
    prices: {
      base: { month: price(PRICE_SETTINGS.base.month), year: price(PRICE_SETTINGS.base.year) },
      pro: { month: price(PRICE_SETTINGS.pro.month), year: price(PRICE_SETTINGS.pro.year) },
    },
    pricingTable: e.STRIPE_PUBLISHABLE_KEY
      ? { id: e.STRIPE_PRICING_TABLE_ID || null, publishableKey: e.STRIPE_PUBLISHABLE_KEY }
      : null,
  };
}

/** The plan and interval a Stripe price id stands for, by the configured ids; null for a price we do not sell. */
export function planOfPrice(
  config: StripeConfig,
  priceId: string,
): { plan: PlanId; interval: Interval } | null {
  for (const plan of ['base', 'pro'] as const)
    for (const interval of ['month', 'year'] as const)
      if (config.prices[plan][interval] === priceId) return { plan, interval };
  return null;
}
