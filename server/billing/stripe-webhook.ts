// POST /api/webhooks/stripe (issue 26): Stripe's events, verified by their signature over the raw body and handled
// once each (their ids kept in stripe_events after the handling succeeded; an event whose handling failed is answered
// 500 and Stripe delivers it again). A handler never trusts the event's copy of the subscription, which may be older
// than one already handled: it reads the subscription as Stripe has it now and mirrors all of it
// (stripe-subscription.ts), so late, repeated and concurrent deliveries write the same rows.
import 'server-only';
import { noStoreJson } from '@/server/json-response';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isLocale } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/is-uuid';
import { ferriers, stripeEvents, subscriptions, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { stripeClient } from '@/server/integrations/stripe/client';
import { stripeConfig, type StripeConfig } from '@/server/integrations/stripe/env';
import { stripeFailure } from '@/server/integrations/stripe/failure';
import { logger } from '@/server/logger';
import { sendPaymentFailedMail } from '@/server/mail/account-mails';
import { notify } from '@/server/notifications/notify';
import { idOf, mirrorSubscription } from './stripe-subscription';

const log = logger.child({ component: 'stripe-webhook' });

/** The account a Stripe customer or subscription belongs to: by the customer id we keep, else the account it names. */
async function accountOf(
  customerId: string | null,
  named: string | null | undefined,
): Promise<string | null> {
  if (customerId) {
    const [row] = await systemDb()
      .select({ ferrierId: subscriptions.ferrierId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId));
    if (row) return row.ferrierId;
  }
  if (!isUuid(named)) return null;
  const [account] = await systemDb().select({ id: ferriers.id }).from(ferriers).where(eq(ferriers.id, named));
  return account?.id ?? null;
}

type Handled = { ferrierId: string | null; subscriptionId: string | null };

/**
 * Reads the subscription from Stripe now and mirrors it onto its account: `named` when the event named it (a
 * checkout's client reference), else the account of its customer or of its metadata.
 */
async function syncSubscription(
  stripe: Stripe,
  config: StripeConfig,
  subscriptionId: string,
  named?: string,
): Promise<Handled> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  const ferrierId = named ?? (await accountOf(idOf(sub.customer), sub.metadata?.ferrierId));
  if (!ferrierId) {
    log.warn({ subscriptionId }, 'Stripe subscription of no account: ignored');
    return { ferrierId: null, subscriptionId };
  }
  await inTenant({ ferrierId, log }, (ctx) => mirrorSubscription(ctx.db, ferrierId, sub, config));
  return { ferrierId, subscriptionId };
}

/** The subscription an invoice is for (API 2025 and later: under parent.subscription_details). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy);
}

/** The owner is told in the app and by email, once per Stripe invoice (a retried event tells no one twice). */
async function tellPaymentFailed(ferrierId: string, invoiceId: string) {
  const told = await inTenant({ ferrierId, log }, (ctx) =>
    notify(ctx, { to: 'owner', kind: 'payment_failed', payload: { invoiceId }, once: { invoiceId } }),
  );
  if (!told) return;
  const [owner] = await systemDb()
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.ferrierId, ferrierId), eq(users.role, 'owner')));
  if (!owner) return;
  // The notification stands either way; a mail host that refuses is logged, not retried by Stripe.
  await sendPaymentFailedMail({
    to: owner.email,
    name: owner.name,
    locale: isLocale(owner.language) ? owner.language : 'en',
  }).catch((err: unknown) =>
    log.error({ err: { code: (err as { code?: string }).code } }, 'Payment failed mail not sent'),
  );
}

async function handle(event: Stripe.Event, stripe: Stripe, config: StripeConfig): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (!subscriptionId) return;
      // The session names the account (ours, or Stripe's pricing table's, whose customer Stripe made): the
      // subscription is mirrored onto it, its customer with it, so later events find the account by the customer.
      const ferrierId = await accountOf(null, session.client_reference_id);
      if (ferrierId) await syncSubscription(stripe, config, subscriptionId, ferrierId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      await syncSubscription(stripe, config, event.data.object.id);
      return;
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(event.data.object);
      if (subscriptionId) await syncSubscription(stripe, config, subscriptionId);
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscription(invoice);
      if (!subscriptionId) return;
      const { ferrierId } = await syncSubscription(stripe, config, subscriptionId);
      if (ferrierId && invoice.id) await tellPaymentFailed(ferrierId, invoice.id);
      return;
    }
    default:
      // Events we do not act on are acknowledged, so Stripe stops sending them.
      return;
  }
}

/** The route's handler: a Request in, a Response out (tests call it as Next does). */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const config = stripeConfig();
  if (!config)
    return noStoreJson(503, { error: { code: 'BILLING_OFF', message: 'Billing is not configured' } });
  const signature = request.headers.get('stripe-signature');
  const raw = await request.text();
  const stripe = stripeClient(config);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret);
  } catch {
    return noStoreJson(400, {
      error: { code: 'BAD_SIGNATURE', message: 'The Stripe-Signature does not match the body' },
    });
  }
  const [seen] = await systemDb()
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return noStoreJson(200, { received: true, duplicate: true });
  try {
    await handle(event, stripe, config);
  } catch (err) {
    log.error({ err: stripeFailure(err), eventId: event.id, type: event.type }, 'Stripe event not handled');
    return noStoreJson(500, {
      error: { code: 'INTERNAL', message: 'Not handled; Stripe will deliver it again' },
    });
  }
  await systemDb().insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  log.info({ eventId: event.id, type: event.type }, 'Stripe event handled');
  return noStoreJson(200, { received: true });
}
