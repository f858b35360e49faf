// The early-bird offer (lib/plans.ts PROMO: 37 % with the code the site shows) as a Stripe promotion code: made once
// when billing is configured, before the first checkout of the process needs it — a coupon of 37 % for as long as
// the subscription lasts, and the code on it. An operator who already made the code in Stripe's dashboard keeps theirs.
import 'server-only';
import type Stripe from 'stripe';
import { PROMO } from '@/lib/plans';

let ensured: Promise<void> | undefined;

async function ensure(stripe: Stripe): Promise<void> {
  const existing = await stripe.promotionCodes.list({ code: PROMO.code, limit: 1 });
  if (existing.data.length) return;
  const coupon = await stripe.coupons.create(
    { percent_off: PROMO.percentOff, duration: 'forever', name: `Early bird ${PROMO.percentOff} %` },
    { idempotencyKey: `hovbook-early-bird-coupon-${PROMO.code}` },
  );
  await stripe.promotionCodes.create(
    { promotion: { type: 'coupon', coupon: coupon.id }, code: PROMO.code },
    { idempotencyKey: `hovbook-early-bird-code-${PROMO.code}` },
  );
}

/** Makes sure the early-bird code exists in Stripe; once per process, tried again after a failure. */
export function ensureEarlyBirdCode(stripe: Stripe): Promise<void> {
  ensured ??= ensure(stripe).catch((err: unknown) => {
    ensured = undefined;
    throw err;
  });
  return ensured;
}
