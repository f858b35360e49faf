'use client';
// Profile → Subscription (owner only; issue 26): the plan the account has now — the trial with its end and the days
// left, or Base or Pro — and a subscription's price, interval, renewal date and status. With billing on: the plan
// chooser while nothing is paid for, the customer portal once a subscription exists, and the check of a checkout on
// the way back from Stripe (?checkout=<session id>). While billing is off, it says that plans cannot be bought in the
// app yet instead of offering a plan chooser that leads nowhere.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormSection } from '@/components/form/form-section';
import { ErrorState } from '@/components/list/list-states';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/client/api-client';
import { queryKeys } from '@/lib/client/queries/keys';
import { checkoutStatus, getSubscription, openPortal } from '@/lib/client/subscription-api';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import { useStoredUser } from '@/lib/client/use-session';
import { PAYING_STATUSES } from '@/lib/subscription-statuses';
import { PlanChooser } from './plan-chooser';
import { StripePricingTable } from './stripe-pricing-table';

const PAYING = new Set<string>(PAYING_STATUSES);

/** The way back from Stripe, told once: a checkout checked (its plan shown at once), or one given up. */
function useCheckoutReturn(refetch: () => void) {
  const t = useTranslations('profile.subscription.checkout');
  const tc = useTranslations('common');
  const router = useRouter();
  const pathname = usePathname();
  // Once per visit: the address is cleaned by a navigation that lands after the next render, which must not check
  // (and tell) the same checkout again.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // Read from the address itself: useSearchParams would need a Suspense boundary around the whole profile.
    const params = new URLSearchParams(window.location.search);
    const session = params.get('checkout');
    const back = params.get('portal');
    if (!session && !back) return;
    router.replace(`${pathname}#subscription`);
    if (back) return refetch();
    if (session === 'cancelled') return void toast.info(t('cancelled'));
    if (!/^cs_[A-Za-z0-9_]+$/.test(session!)) return;
    checkoutStatus(session!).then(
      ({ paid }) => {
        if (paid) toast.success(t('done'));
        else toast.error(t('notPaid'));
        refetch();
      },
      (err: unknown) => toast.error(isApiError(err) ? err.message : tc('networkError')),
    );
  }, [pathname, refetch, router, t, tc]);
}

export function SubscriptionSection() {
  const t = useTranslations('profile.subscription');
  const tp = useTranslations('plans');
  const tc = useTranslations('common');
  const format = useFormat();
  const query = useQuery({
    queryKey: queryKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
  });
  const sub = query.data;
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  useCheckoutReturn(() => void queryClient.invalidateQueries({ queryKey: queryKeys.subscription() }));

  async function portal() {
    setOpening(true);
    try {
      window.location.assign((await openPortal()).url);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : tc('networkError'));
      setOpening(false);
    }
  }

  let content;
  if (sub) {
    const planName =
      sub.plan === 'trial' ? t('trial') : sub.plan === 'none' ? t('readOnly') : tp(`${sub.plan}.name`);
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
              {sub.currentPeriodEnd &&
                PAYING.has(sub.status ?? '') &&
                ` ${t(sub.cancelAtPeriodEnd ? 'ends' : 'renews', { date: format.date(sub.currentPeriodEnd) })}`}
            </dd>
          </div>
        )}
        {sub.dataKeptUntil && (
          <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
            {t('keptUntil', { date: format.date(sub.dataKeptUntil) })}
          </p>
        )}
        {sub.status === 'past_due' && (
          <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
            {t('pastDue')}
          </p>
        )}
        {!sub.billingEnabled && <p className="text-sm text-stone-600 sm:col-span-2">{t('billingOff')}</p>}
        {sub.billingEnabled && sub.status !== null && (
          <div className="sm:col-span-2">
            <Button variant="secondary" onClick={() => void portal()} disabled={opening} aria-busy={opening}>
              {t('manage')}
            </Button>
          </div>
        )}
        {sub.billingEnabled && !PAYING.has(sub.status ?? '') && (
          <div className="grid gap-4 sm:col-span-2">
            {sub.pricingTable && user && (
              <StripePricingTable table={sub.pricingTable} ferrierId={user.ferrierId} email={user.email} />
            )}
            <PlanChooser />
          </div>
        )}
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
