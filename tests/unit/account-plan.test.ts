// The plan rule on a clock (issue 26): the trial to the millisecond of its end, then a paying subscription's plan,
// else none (read-only); what each plan has (lib/plans.ts), and what a read-only account may still do
// (server/access/access.ts refusal).
import { describe, expect, it } from 'vitest';
import { planHasFeature, TRIAL_DAYS } from '@/lib/plans';
import { refusal } from '@/server/access/access';
import { accountPlan } from '@/server/access/plan';

const verifiedAt = Date.parse('2026-11-20T09:30:00Z');
const trialEndsAt = new Date(verifiedAt + TRIAL_DAYS * 24 * 60 * 60 * 1000);

describe('accountPlan on a clock', () => {
  it('is the trial until the very end of the 7 days, then none without a plan, or the plan paid for', () => {
    expect(accountPlan({ trialEndsAt, subscriptionPlan: null }, verifiedAt)).toBe('trial');
    expect(accountPlan({ trialEndsAt, subscriptionPlan: null }, trialEndsAt.getTime() - 1)).toBe('trial');
    expect(accountPlan({ trialEndsAt, subscriptionPlan: null }, trialEndsAt.getTime())).toBe('none');
    expect(accountPlan({ trialEndsAt, subscriptionPlan: 'base' }, trialEndsAt.getTime())).toBe('base');
    // Paying during the trial keeps every feature until it ends.
    expect(accountPlan({ trialEndsAt, subscriptionPlan: 'base' }, verifiedAt)).toBe('trial');
    expect(accountPlan({ trialEndsAt: null, subscriptionPlan: null }, verifiedAt)).toBe('none');
  });

  it('gives the trial every feature, Base its own, Pro all, none nothing', () => {
    expect(planHasFeature('trial', 'hoofAngles')).toBe(true);
    expect(planHasFeature('base', 'journal')).toBe(true);
    expect(planHasFeature('base', 'journalSignatures')).toBe(false);
    expect(planHasFeature('pro', 'journalSignatures')).toBe(true);
    expect(planHasFeature('pro', 'invoicing')).toBe(true);
    expect(planHasFeature('none', 'journal')).toBe(false);
  });
});

describe('refusal', () => {
  const owner = (plan: 'trial' | 'base' | 'pro' | 'none') => ({
    role: 'owner' as const,
    plan,
    permissions: [],
  });
  it('lets a read-only account read anything and write only where the route is open while read-only', () => {
    const pro = { role: 'staff' as const, feature: 'journalSignatures' as const };
    expect(refusal(owner('none'), pro, { write: false })).toBeUndefined();
    expect(refusal(owner('none'), pro, { write: true })).toBe('READ_ONLY');
    expect(refusal(owner('none'), { role: 'staff' }, { write: true })).toBe('READ_ONLY');
    expect(refusal(owner('none'), { role: 'staff', whileReadOnly: true }, { write: true })).toBeUndefined();
    expect(refusal(owner('base'), pro, { write: false })).toBe('PLAN_REQUIRED');
    expect(refusal(owner('pro'), pro, { write: true })).toBeUndefined();
    // The role first: a staff member on an owner's route is FORBIDDEN whatever the plan.
    expect(
      refusal({ role: 'staff', plan: 'none', permissions: [] }, { role: 'owner' }, { write: false }),
    ).toBe('FORBIDDEN');
  });
});
