'use client';
// Choosing a plan with billing on (issue 26): Base and Pro by the month or the year, at the prices of lib/plans.ts
// (the site's), and the early-bird code. "Choose" starts a Stripe Checkout Session and goes to its page; the way
// back is /profile?checkout=<session id>#subscription (subscription-section.tsx checks it).
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatKronor } from '@/components/site/plan-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/client/api-client';
import { startCheckout } from '@/lib/client/subscription-api';
import { toast } from '@/lib/client/toast';
import { cn } from '@/lib/cn';
import { PLANS, PROMO, type PlanId } from '@/lib/plans';

type Interval = 'month' | 'year';

export function PlanChooser() {
  const t = useTranslations('profile.subscription.choose');
  const tp = useTranslations('plans');
  const tc = useTranslations('common');
  const codeId = useId();
  const [interval, setInterval] = useState<Interval>('month');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState<PlanId>();

  async function choose(plan: PlanId) {
    setBusy(plan);
    setCodeError(undefined);
    try {
      const { url } = await startCheckout({ plan, interval, promotionCode: code.trim() || undefined });
      window.location.assign(url);
    } catch (err) {
      const fieldError = isApiError(err) ? err.fields?.promotionCode : undefined;
      if (fieldError) setCodeError(fieldError);
      else toast.error(isApiError(err) ? err.message : tc('networkError'));
      setBusy(undefined);
    }
  }

  return (
    <div className="grid gap-4" data-testid="plan-chooser">
      <p className="text-sm text-stone-700">{t('intro')}</p>
      <div role="radiogroup" aria-label={tp('billingPeriod')} className="flex gap-2">
        {(['month', 'year'] as const).map((value) => (
          <Button
            key={value}
            role="radio"
            aria-checked={interval === value}
            variant={interval === value ? 'primary' : 'secondary'}
            onClick={() => setInterval(value)}
          >
            {tp(value === 'month' ? 'monthly' : 'yearly')}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            aria-labelledby={`choose-${plan.id}`}
            className={cn(
              'flex flex-col gap-2 rounded-xl border bg-white p-4',
              plan.highlighted ? 'border-brand-600' : 'border-stone-200',
            )}
          >
            <h3 id={`choose-${plan.id}`} className="text-lg font-semibold text-stone-900">
              {tp(`${plan.id}.name`)}
            </h3>
            <p className="text-sm text-stone-700">{tp(`${plan.id}.summary`)}</p>
            <p className="font-medium text-stone-900">
              {interval === 'month'
                ? `${formatKronor(plan.price.monthly)} / ${tp('monthUnit')}`
                : tp('perYear', { price: formatKronor(plan.price.yearly) })}{' '}
              <span className="text-sm font-normal text-stone-600">{tp('exclVat')}</span>
            </p>
            <Button
              className="mt-auto"
              onClick={() => void choose(plan.id)}
              disabled={busy !== undefined}
              aria-busy={busy === plan.id}
            >
              {t('choose', { plan: tp(`${plan.id}.name`) })}
            </Button>
          </article>
        ))}
      </div>
      <div className="grid max-w-xs gap-1">
        <Label htmlFor={codeId}>{t('code')}</Label>
        <Input
          id={codeId}
          value={code}
          maxLength={50}
          autoCapitalize="characters"
          placeholder={PROMO.code}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${codeId}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        {codeError && (
          <p id={`${codeId}-error`} className="text-sm text-red-700">
            {codeError}
          </p>
        )}
      </div>
    </div>
  );
}
