// The account's subscription as the profile shows it (spec 3: plan, price, renewal date, interval, status; spec 4's
// statuses), what starts a checkout, and the check after it. Billing (Stripe) is off until it is configured: then
// checkout and the customer portal answer 503 BILLING_OFF, and `billingEnabled` says so.
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '@/lib/subscription-statuses';
import { optionalText } from './fields';

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (i) => (i.input === undefined ? 'validation.required' : 'validation.invalidType'),
  });

export const subscriptionSchema = z
  .object({
    plan: z.enum(['trial', 'base', 'pro', 'none']).meta({
      description:
        'What the account has now: the trial (every feature) until trialEndsAt, then the paying subscription’s ' +
        'plan, else none: the account is read-only until a plan is chosen',
    }),
    subscribedPlan: z
      .enum(['base', 'pro'])
      .nullable()
      .meta({ description: 'The plan subscribed to, if any' }),
    status: z
      .enum(SUBSCRIPTION_STATUSES)
      .nullable()
      .meta({ description: 'The subscription’s status; null: none' }),
    interval: z.enum(['month', 'year']).nullable(),
    price: z.number().nullable().meta({ description: 'Kronor per interval, excluding VAT' }),
    trialEndsAt: z
      .string()
      .nullable()
      .meta({ description: 'When the trial ends (or ended); null: never started' }),
    trialDaysLeft: z
      .number()
      .int()
      .meta({ description: 'Whole days left of the trial, rounded up; 0 once over' }),
    currentPeriodEnd: z.string().nullable().meta({ description: 'Renewal date (Stockholm calendar date)' }),
    cancelAtPeriodEnd: z
      .boolean()
      .meta({ description: 'Cancelled: the plan runs to currentPeriodEnd and does not renew' }),
    billingEnabled: z.boolean().meta({ description: 'false: plans cannot be bought in the app yet' }),
    pricingTable: z
      .object({ id: z.string().nullable(), publishableKey: z.string() })
      .nullable()
      .meta({
        description:
          'Stripe’s pricing table to show, when its publishable key is configured (id null: the table’s id is ' +
          'missing); else our own plan cards',
      }),
    dataKeptUntil: z
      .string()
      .nullable()
      .meta({
        description:
          'The subscription ended with none paid since: the last day the account’s data is kept (Stockholm date), ' +
          'after which it is deleted (journals the law keeps excepted); null otherwise',
      }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.output<typeof subscriptionSchema>;

/** subscriptions/checkout: the plan and interval to buy, and a promotion code (the early-bird one) if any. */
export const checkoutInput = z.object({
  plan: choice(['base', 'pro']),
  interval: choice(['month', 'year']),
  promotionCode: optionalText(50),
});

/** A Checkout Session's id as Stripe makes them (cs_test_…, cs_live_…). */
export const checkoutSessionId = z
  .string()
  .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'validation.invalid')
  .meta({ description: 'The Checkout Session’s id, as Stripe put it in the return address' });

export const checkoutStatusSchema = z
  .object({
    status: z
      .enum(['open', 'complete', 'expired'])
      .meta({ description: 'Stripe’s: open means not paid yet' }),
    paid: z.boolean().meta({ description: 'The payment went through and the subscription exists' }),
  })
  .meta({ id: 'CheckoutStatus' });
