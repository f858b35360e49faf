// Buying a plan with Stripe (issue 26): a Checkout Session for the plan and interval (with the early-bird code when
// given, else Stripe's own code field), the customer portal (card, receipts, cancelling), and the check after
// checkout that the payment went through (spec 7 stripe/session-status/{id}), which mirrors the subscription at once
// rather than waiting for the webhook. With billing off each answers 503 BILLING_OFF after its input is checked.
import 'server-only';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { checkoutInput } from '@/lib/validation/subscription';
import type { TenantContext } from '@/server/context';
import { env } from '@/server/env';
import { AppError } from '@/server/errors';
import { stripeClient } from '@/server/integrations/stripe/client';
import { stripeConfig, type StripeConfig } from '@/server/integrations/stripe/env';
import { ensureEarlyBirdCode } from './early-bird';
import { stripeFailure } from '@/server/integrations/stripe/failure';
import { paymentCustomer } from './payment-customer';
import { idOf, mirrorSubscription } from './stripe-subscription';
import './errors';

function billing(): { config: StripeConfig; stripe: Stripe } {
  const config = stripeConfig();
  if (!config) throw new AppError('BILLING_OFF');
  return { config, stripe: stripeClient(config) };
}

const profileUrl = (query: string) => `${env().APP_URL}/profile?${query}#subscription`;

/** The active promotion code typed (Stripe matches codes without regard to case); a 422 on the field if none. */
async function promotionCodeId(stripe: Stripe, code: string, ctx: TenantContext): Promise<string> {
  let found: Stripe.PromotionCode | undefined;
  try {
    found = (await stripe.promotionCodes.list({ code, active: true, limit: 1 })).data[0];
  } catch (err) {
    ctx.log.warn({ err: stripeFailure(err) }, 'Promotion code not looked up');
    throw new AppError('CHECKOUT_FAILED');
  }
  if (!found) throw new AppError('VALIDATION_FAILED', { promotionCode: 'plans.checkout.unknownCode' });
  return found.id;
}

/** POST subscriptions/checkout: the address of a Checkout Session for the plan and interval. */
export async function startCheckout(
  ctx: TenantContext,
  { input }: { input: z.output<typeof checkoutInput> },
): Promise<{ url: string }> {
  const { config, stripe } = billing();
  const customer = await paymentCustomer(ctx, stripe);
  // The code is also typed on Stripe's page (allow_promotion_codes); a checkout without one goes on if Stripe fails here.
  await ensureEarlyBirdCode(stripe).catch((err: unknown) =>
    ctx.log.warn({ err: stripeFailure(err) }, 'Early-bird code not made'),
  );
  const code = input.promotionCode ? await promotionCodeId(stripe, input.promotionCode, ctx) : null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: ctx.ferrierId,
      line_items: [{ price: config.prices[input.plan][input.interval], quantity: 1 }],
      // The account travels on the subscription too: its events name it even before the customer id is kept.
      subscription_data: { metadata: { ferrierId: ctx.ferrierId } },
      ...(code ? { discounts: [{ promotion_code: code }] } : { allow_promotion_codes: true }),
      locale: ctx.locale,
      success_url: profileUrl('checkout={CHECKOUT_SESSION_ID}'),
      cancel_url: profileUrl('checkout=cancelled'),
    });
    if (!session.url) throw new Error('Checkout Session without an address');
    return { url: session.url };
  } catch (err) {
    ctx.log.warn({ err: stripeFailure(err) }, 'Checkout not started');
    throw new AppError('CHECKOUT_FAILED');
  }
}

/** POST subscriptions/portal: the customer portal's address, back to the profile. */
export async function openPortal(ctx: TenantContext): Promise<{ url: string }> {
  const { stripe } = billing();
  const customer = await paymentCustomer(ctx, stripe);
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: profileUrl('portal=back'),
      locale: ctx.locale,
    });
    return { url: portal.url };
  } catch (err) {
    ctx.log.warn({ err: stripeFailure(err) }, 'Customer portal not opened');
    throw new AppError('PORTAL_FAILED');
  }
}

export type CheckoutStatus = {
  /** Stripe's: open (not paid yet), complete, expired. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
};

/**
 * GET stripe/session-status/{id}: whether the caller's checkout went through; a session of another account (or none)
 * is 404. A complete one's subscription is mirrored now, so the profile shows the plan on return.
 */
export async function checkoutStatus(ctx: TenantContext, sessionId: string): Promise<CheckoutStatus> {
  const { config, stripe } = billing();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw new AppError('NOT_FOUND');
    ctx.log.warn({ err: stripeFailure(err) }, 'Payment not verified');
    throw new AppError('PAYMENT_NOT_VERIFIED');
  }
  if (session.client_reference_id !== ctx.ferrierId) throw new AppError('NOT_FOUND');
  const sub = session.subscription;
  if (sub && typeof sub === 'object') await mirrorSubscription(ctx.db, ctx.ferrierId, sub, config);
  return {
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status !== 'unpaid' && idOf(sub) !== null,
  };
}
