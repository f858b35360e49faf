// Spec 4's subscription statuses, as Stripe names them, and 'unknown' for anything Stripe adds later: the database's
// enum (server/db/schema/billing.ts) and the API's answer (lib/validation/subscription.ts) are both made from this
// list. No imports: drizzle-kit loads the schema that imports it.
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'unknown',
] as const;

/** Statuses in which the plan is paid for (past_due: Stripe is still collecting, the plan stands). */
export const PAYING_STATUSES = ['active', 'trialing', 'past_due'] as const;
