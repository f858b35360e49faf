'use client';
// Stripe's pricing table (spec 2's plan chooser, when STRIPE_PUBLISHABLE_KEY and STRIPE_PRICING_TABLE_ID are set):
// Stripe's own element, loaded from js.stripe.com as Stripe requires, naming the account (client-reference-id) so the
// checkout it starts lands on it through the webhook. When its id is missing or its script cannot load, it says so
// in spec 8's words and the profile keeps Hovbook's own plan cards beside it.
import { useTranslations } from 'next-intl';
import { createElement, useEffect, useState } from 'react';

const SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

type Table = { id: string | null; publishableKey: string };

/** Loads Stripe's script once per page; answers whether the element can be drawn. */
function useStripeScript(wanted: boolean): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!wanted) return;
    if (customElements.get('stripe-pricing-table')) return setState('ready');
    let script = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    const ready = () => setState('ready');
    const failed = () => setState('failed');
    script.addEventListener('load', ready);
    script.addEventListener('error', failed);
    return () => {
      script.removeEventListener('load', ready);
      script.removeEventListener('error', failed);
    };
  }, [wanted]);
  return state;
}

/** Answers whether the table is drawn (false: the caller shows its own plan cards). */
export function StripePricingTable({
  table,
  ferrierId,
  email,
}: {
  table: Table;
  ferrierId: string;
  email: string | undefined;
}) {
  const t = useTranslations('profile.subscription.pricingTable');
  const state = useStripeScript(table.id !== null);
  if (table.id === null)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('missing')}
      </p>
    );
  if (state === 'failed')
    return (
      <p role="alert" className="text-sm text-red-800" data-testid="pricing-table-error">
        {t('failed')}
      </p>
    );
  if (state === 'loading')
    return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-stone-100" />;
  return createElement('stripe-pricing-table', {
    'pricing-table-id': table.id,
    'publishable-key': table.publishableKey,
    'client-reference-id': ferrierId,
    ...(email ? { 'customer-email': email } : {}),
  });
}
