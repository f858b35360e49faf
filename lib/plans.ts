// The plans, their prices and the early-bird offer (spec 1, 9) — the one place they are defined. The public prices
// page and the signed-in subscription section both read this file. Prices are in whole SEK, excluding VAT.

export const TRIAL_DAYS = 7;

/** Whole days left of a trial ending at `trialEndsAt`, rounded up (a trial begun now has 7); 0 once it is over. */
export function trialDaysLeft(trialEndsAt: Date | null, now = Date.now()): number {
  const left = trialEndsAt ? trialEndsAt.getTime() - now : 0;
  return left > 0 ? Math.ceil(left / (24 * 60 * 60 * 1000)) : 0;
}
export const CURRENCY = 'SEK';
/** Swedish VAT on software subscriptions; prices below exclude it. */
export const SUBSCRIPTION_VAT_PERCENT = 25;

export type PlanId = 'base' | 'pro';
export type BillingPeriod = 'monthly' | 'yearly';

/** Feature keys, translated under `plans.features.<key>` in messages/. */
export type PlanFeature =
  | 'booking'
  | 'journal'
  | 'invoicing'
  | 'mobileApp'
  | 'dailyBackup'
  | 'support'
  | 'horse3d'
  | 'hoofAngles'
  | 'feedRation'
  | 'journalSignatures';

export type Plan = {
  id: PlanId;
  /** Price excluding VAT, whole SEK. */
  price: Record<BillingPeriod, number>;
  features: readonly PlanFeature[];
  /** Everything of this plan is included too. */
  includes?: PlanId;
  /** The plan to recommend; shown as the most chosen only once plans can be bought (BILLING_OPEN). */
  highlighted?: boolean;
};

const BASE_FEATURES = ['booking', 'journal', 'invoicing', 'mobileApp', 'dailyBackup', 'support'] as const;

/**
 * The capability of the site (components/site/capabilities.ts) each feature is, or null for what is not a screen
 * (support, the mobile app's wrapper, the backup job). tests/unit/site-claims.test.ts holds the two lists together.
 */
export const PLAN_FEATURE_CAPABILITY: Readonly<Record<PlanFeature, string | null>> = {
  booking: 'booking',
  journal: 'journals',
  invoicing: 'invoicing',
  mobileApp: null,
  dailyBackup: null,
  support: null,
  horse3d: 'pro',
  hoofAngles: 'pro',
  feedRation: 'pro',
  // Signing, amendments and the version history came with the journals themselves, not with the Pro tools still to
  // come: the feature is live exactly when the journals are.
  journalSignatures: 'journals',
};

/** What of the plans the app has today; the prices page marks every other feature "Coming". */
const LIVE_FEATURES: ReadonlySet<PlanFeature> = new Set<PlanFeature>([
  'booking',
  'journal',
  'journalSignatures',
  'invoicing',
  'support',
]);
export const isLiveFeature = (feature: PlanFeature) => LIVE_FEATURES.has(feature);

/**
 * Whether the public site may present a plan as the one most people choose. The app can sell plans once Stripe is
 * configured (README "Subscriptions and billing"), but "most chosen" is a claim about sales, and there are none yet:
 * off until there are.
 */
export const BILLING_OPEN = false;

export const PLANS: readonly Plan[] = [
  { id: 'base', price: { monthly: 299, yearly: 2990 }, features: BASE_FEATURES },
  {
    id: 'pro',
    price: { monthly: 449, yearly: 4490 },
    features: ['horse3d', 'hoofAngles', 'feedRation', 'journalSignatures'],
    includes: 'base',
    highlighted: true,
  },
];

/** Early-bird offer ("Lanseringserbjudande" in Swedish) shown in the promo banner: the code is entered at checkout.
 *  The code reads the same in both languages, so it is the product's name rather than either language's word. */
export const PROMO = { code: 'HOVBOOK37', percentOff: 37 } as const;

/**
 * Whether an account on `plan` has `feature`: a trial every feature, a plan its own and those it builds on, none
 * (the trial over, nothing paid: read-only) none. The server's plan check (server/access/plan.ts) and the screens'
 * locks ask this one rule.
 */
export function planHasFeature(plan: 'trial' | PlanId | 'none', feature: PlanFeature): boolean {
  if (plan === 'trial') return true;
  const found = PLANS.find((p) => p.id === plan);
  return found ? allFeatures(found).includes(feature) : false;
}

/** A plan's features including those of the plan it builds on. */
export function allFeatures(plan: Plan): PlanFeature[] {
  const base = plan.includes ? PLANS.find((p) => p.id === plan.includes) : undefined;
  return [...(base ? allFeatures(base) : []), ...plan.features];
}

/** What a year costs at the monthly price, and what paying yearly saves. */
export function yearlySaving(plan: Plan): number {
  return plan.price.monthly * 12 - plan.price.yearly;
}
