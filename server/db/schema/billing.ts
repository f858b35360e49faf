// The ferrier's own money matters: how customers pay them, their Hovbook subscription, their accounting link.
import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../../lib/subscription-statuses';
import { users } from './auth';
import { ferrierId, id, ore, timestamps } from './columns';
import { tenantRows } from './tenant-rows';

/** Printed on the ferrier's invoices; one row per ferrier, digits only (formatting happens on output). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    ferrierId: ferrierId(),
    bankgiro: varchar({ length: 8 }),
    plusgiro: varchar({ length: 10 }),
    /** 4 digits, 5 for Swedbank's 8xxx-x. */
    bankClearing: varchar({ length: 5 }),
    bankAccount: varchar({ length: 15 }),
    swishNumber: varchar({ length: 15 }),
    ...timestamps(),
  },
  (t) => [tenantRows(), uniqueIndex('payment_methods_ferrier_id_unique').on(t.ferrierId)],
);

export const subscriptionPlan = pgEnum('subscription_plan', ['base', 'pro']);
export const billingInterval = pgEnum('billing_interval', ['month', 'year']);
/** Stripe's subscription statuses, plus 'unknown' for anything Stripe adds later (one list with the API's). */
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

/**
 * The ferrier's current subscription, mirrored from Stripe's webhooks (Stripe is the source of truth).
 * The row is created when the payment customer is prepared, before any plan is chosen, hence the nullable plan.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    ferrierId: ferrierId(),
    plan: subscriptionPlan(),
    /** Price per interval, excluding VAT. */
    priceOre: ore(),
    interval: billingInterval(),
    status: subscriptionStatus().notNull().default('unknown'),
    /** End of the current period as a Stockholm calendar date, which is what the profile page shows. */
    renewalDate: date({ mode: 'string' }),
    stripeCustomerId: varchar({ length: 255 }),
    stripeSubscriptionId: varchar({ length: 255 }),
    /** Cancelled in the customer portal: the plan runs to the renewal date and does not renew. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** When the subscription ended (Stripe's ended_at); the account's data is kept 30 days after it. */
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('subscriptions_ferrier_id_unique').on(t.ferrierId),
    uniqueIndex('subscriptions_stripe_customer_id_unique').on(t.stripeCustomerId),
    uniqueIndex('subscriptions_stripe_subscription_id_unique').on(t.stripeSubscriptionId),
  ],
);

export const accountingProvider = pgEnum('accounting_provider', ['fortnox', 'visma']);

/** OAuth2 link to an accounting system; tokens are encrypted by the app before they reach the database. */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: id(),
    ferrierId: ferrierId(),
    provider: accountingProvider().notNull(),
    accessTokenEncrypted: text().notNull(),
    // Fortnox rotates the refresh token on every refresh, so the row is rewritten each time.
    refreshTokenEncrypted: text().notNull(),
    /** When the access token expires (Fortnox: 1 hour). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the refresh token expires (Fortnox: 45 days); after that the ferrier must reconnect. */
    refreshExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When a payment check of the account's unpaid invoices last claimed it: the 5-minute job, the cron route and
     * the client's check skip an account claimed a moment ago, so several schedulers never check it twice.
     */
    paymentCheckClaimedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('accounting_connections_ferrier_id_provider_unique').on(t.ferrierId, t.provider),
  ],
);

/**
 * A started OAuth2 connection (authorization code flow): the `state` sent to the provider, stored only as its SHA-256,
 * bound to the account and the user who started it, used once and only within a few minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    ferrierId: ferrierId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: accountingProvider().notNull(),
    stateHash: varchar({ length: 64 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    uniqueIndex('oauth_states_state_hash_unique').on(t.stateHash),
    index('oauth_states_ferrier_id_idx').on(t.ferrierId),
  ],
);

/**
 * Stripe's webhook events already processed, by Stripe's event id: Stripe delivers an event at least once (and again
 * when we answered an error), so each is handled once. Keyed by Stripe, not by an account; only the webhook reads and
 * writes it.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar({ length: 255 }).primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
