'use client';
// Profile → Subscription (owner only; issue 26): the plan the account has now — the trial with its end and the days
// left, or Base or Pro — and a subscription's price, interval, renewal date and status. While billing is off, it says
// that plans cannot be bought in the app yet instead of offering a plan chooser that leads nowhere.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/form/form-section';
import { ErrorState } from '@/components/list/list-states';
import { queryKeys } from '@/lib/client/queries/keys';
import { getSubscription } from '@/lib/client/subscription-api';
import { useFormat } from '@/lib/client/use-format';

export function SubscriptionSection() {
  const t = useTranslations('profile.subscription');
  const tp = useTranslations('plans');
  const format = useFormat();
  const query = useQuery({
    queryKey: queryKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });
  const sub = query.data;

  let content;
  if (sub) {
    const planName = sub.plan === 'trial' ? t('trial') : tp(`${sub.plan}.name`);
    content = (
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">{t('plan')}</dt>
          <dd className="font-medium text-stone-900" data-testid="subscription-plan">
            {planName}
          </dd>
        </div>
        {sub.plan === 'trial' && sub.trialEndsAt && (
          <div>
            <dt className="text-sm text-stone-600">{t('trialEnds')}</dt>
            <dd className="font-medium text-stone-900">
              {t('trialEndsOn', { date: format.date(sub.trialEndsAt), days: sub.trialDaysLeft })}
            </dd>
          </div>
        )}
        {sub.subscribedPlan && (
          <div className="sm:col-span-2">
            <dt className="text-sm text-stone-600">{t('subscribed')}</dt>
            <dd className="font-medium text-stone-900">
              {t('subscribedAs', {
                plan: tp(`${sub.subscribedPlan}.name`),
                price: sub.price === null ? '' : format.money(Math.round(sub.price * 100)),
                interval: sub.interval ?? 'month',
                status: t(`status.${sub.status ?? 'unknown'}`),
              })}
              {sub.currentPeriodEnd && ` ${t('renews', { date: format.date(sub.currentPeriodEnd) })}`}
            </dd>
          </div>
        )}
        {!sub.billingEnabled && <p className="text-sm text-stone-600 sm:col-span-2">{t('billingOff')}</p>}
      </dl>
    );
  } else if (query.isError && !query.isFetching) {
    content = <ErrorState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />;
  } else {
    content = (
      <div
        aria-busy="true"
        aria-label={t('loading')}
        className="h-20 animate-pulse rounded-xl bg-stone-200"
      />
    );
  }

  return (
    <section id="subscription" className="scroll-mt-20">
      <FormSection title={t('title')} columns={1}>
        {content}
      </FormSection>
    </section>
  );
}
