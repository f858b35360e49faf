import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import {
  allFeatures,
  BILLING_OPEN,
  isLiveFeature,
  PLANS,
  TRIAL_DAYS,
  yearlySaving,
  type Plan,
} from '@/lib/plans';
import { SiteLink } from './site-link';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';

const KR = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 });
/** Whole kronor in Swedish form ("2 990 kr") in both languages, as on the invoices. */
export const formatKronor = (sek: number) => KR.format(sek);

/** One plan with both billing periods, the VAT note and the trial button; what the app lacks yet is marked coming. */
export function PlanCard({ plan }: { plan: Plan }) {
  const t = useTranslations('plans');
  const tc = useTranslations('site.cta');
  const base = plan.includes ? PLANS.find((p) => p.id === plan.includes) : undefined;
  const own = base ? plan.features : allFeatures(plan);

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`plan-${plan.id}`} className="text-2xl font-bold text-stone-900">
          {t(`${plan.id}.name`)}
        </h2>
        {plan.highlighted && BILLING_OPEN && (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
            {t('popular')}
          </span>
        )}
      </div>
      <p className="mt-2 text-stone-700">{t(`${plan.id}.summary`)}</p>

      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight text-stone-900">
          {formatKronor(plan.price.monthly)}
        </span>{' '}
        <span className="text-stone-700">
          / {t('monthUnit')} · {t('exclVat')}
        </span>
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t('perYear', { price: formatKronor(plan.price.yearly) })} {t('exclVat')} —{' '}
        <strong className="font-semibold text-brand-800">
          {t('yearlySaving', { amount: formatKronor(yearlySaving(plan)) })}
        </strong>
      </p>

      <ul className="mt-6 grid flex-1 content-start gap-2 text-stone-800">
        {base && <li className="font-semibold">{t('everythingIn', { plan: t(`${base.id}.name`) })}</li>}
        {own.map((feature) =>
          isLiveFeature(feature) ? (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-0.5 shrink-0 text-brand-600" />
              {t(`features.${feature}`)}
            </li>
          ) : (
            <li key={feature} className="flex gap-2 text-stone-700">
              <ClockIcon className="mt-0.5 shrink-0 text-stone-500" />
              <span>
                {t(`features.${feature}`)}{' '}
                <span className="ml-1 inline-block rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">
                  {t('coming')}
                </span>
              </span>
            </li>
          ),
        )}
      </ul>

      <SiteLink
        href="/company-signup"
        className={cn(
          'mt-8 inline-flex min-h-12 items-center justify-center rounded-lg px-6 text-center font-semibold shadow-sm',
          plan.highlighted
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50',
        )}
      >
        {tc('trial', { days: TRIAL_DAYS })}
      </SiteLink>
    </article>
  );
}
