// POST /api/webhooks/stripe — Stripe's events (subscriptions, checkouts, invoices), signed with STRIPE_WEBHOOK_SECRET
// over the raw body: server/billing/stripe-webhook.ts. Without billing configured it answers 503.
import { handleStripeWebhook } from '@/server/billing/stripe-webhook';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = handleStripeWebhook;
