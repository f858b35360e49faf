import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { PLANS, PROMO } from '@/lib/plans';
import { Section } from './page-hero';
import { formatKronor } from './plan-card';
import { SiteLink } from './site-link';

/** A short look at both plans and their prices, leading on to /prices for the full comparison. */
export function HomePricing() {
  const t = useTranslations('site.home.pricing');
  const tp = useTranslations('plans');
  return (
    <Section id="pricing" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-4 md:grid-cols-2">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'rounded-2xl border bg-white p-6 shadow-sm',
              plan.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
            )}
          >
            <h3 className="text-xl font-bold text-stone-900">{tp(`${plan.id}.name`)}</h3>
            <p className="mt-1 text-stone-700">{tp(`${plan.id}.summary`)}</p>
            <p className="mt-4">
              <span className="text-3xl font-bold tracking-tight text-stone-900">
                {tp('perMonth', { price: formatKronor(plan.price.monthly) })}
              </span>{' '}
              <span className="text-stone-700">{tp('exclVat')}</span>
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {tp('perYear', { price: formatKronor(plan.price.yearly) })} {tp('exclVat')}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-stone-700">{t('promo', { percent: PROMO.percentOff, code: PROMO.code })}</p>
      <p className="mt-4">
        <SiteLink
          href="/prices"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('link')}
        </SiteLink>
      </p>
    </Section>
  );
}
