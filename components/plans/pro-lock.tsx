'use client';
// A Pro feature shown locked on a plan without it (issue 26: spec 1's Pro features), with the way up: the owner is
// led to the plan chooser, a staff member is told that the owner chooses.
import { useTranslations } from 'next-intl';
import { TextLink } from '@/components/ui/text-link';
import { useStoredUser } from '@/lib/client/use-session';
import type { PlanFeature } from '@/lib/plans';

export function ProLock({ feature }: { feature: PlanFeature }) {
  const t = useTranslations('plans.lock');
  const tf = useTranslations('plans.features');
  const owner = useStoredUser()?.role === 'owner';
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700"
      data-testid={`pro-lock-${feature}`}
    >
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Pro</span>
      <span>{t(owner ? 'owner' : 'staff', { feature: tf(feature) })}</span>
      {owner && (
        <TextLink href="/profile#subscription" standalone>
          {t('upgrade')}
        </TextLink>
      )}
    </div>
  );
}
