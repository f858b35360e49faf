import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero, Section } from '@/components/site/page-hero';
import { PlanCard } from '@/components/site/plan-card';
import { SiteLink } from '@/components/site/site-link';
import { TrialBand } from '@/components/site/trial-cta';
import { CURRENCY, PLANS, PROMO, SUBSCRIPTION_VAT_PERCENT, TRIAL_DAYS } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';
import { localePath, siteOrigin } from '@/lib/site/urls';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'prices');
}

const NOTES = ['vat', 'noNotice', 'dataEu', 'cancel'] as const;

export default async function PricesPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.prices' });
  const tp = await getTranslations({ locale, namespace: 'plans' });

  const offers = PLANS.flatMap((plan) =>
    (['monthly', 'yearly'] as const).map((period) => ({
      '@type': 'Offer',
      name: `${tp(`${plan.id}.name`)} – ${tp(period)}`,
      price: plan.price[period],
      priceCurrency: CURRENCY,
      url: `${siteOrigin()}${localePath(locale, '/prices')}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.price[period],
        priceCurrency: CURRENCY,
        valueAddedTaxIncluded: false,
        billingDuration: period === 'monthly' ? 'P1M' : 'P1Y',
      },
    })),
  );

  return (
    <>
      <JsonLd
        data={{
          '@type': 'SoftwareApplication',
          name: 'Hovbook',
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web, iOS, Android',
          description: t('metaDescription'),
          inLanguage: locale,
          offers,
        }}
      />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { days: TRIAL_DAYS })} />
      <Section id="plans" className="-mt-6">
        <div className="grid gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-6 text-sm text-stone-700">
          {t('promo', { percent: PROMO.percentOff })}{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono font-semibold">{PROMO.code}</code>
        </p>
        {/* The plans describe the product as it will be; this says plainly what it does today. */}
        <div className="mt-6 max-w-3xl rounded-2xl border border-brand-200 bg-brand-50 p-5 text-stone-800">
          <h2 className="font-semibold text-stone-900">{t('notes.today.title')}</h2>
          <p className="mt-1">{t('notes.today.text')}</p>
        </div>
      </Section>
      <Section id="price-notes" title={t('notesTitle')} className="bg-stone-50">
        <dl className="grid gap-6 sm:grid-cols-2">
          {NOTES.map((note) => (
            <div key={note}>
              <dt className="font-semibold text-stone-900">{t(`notes.${note}.title`)}</dt>
              <dd className="mt-1 text-stone-700">
                {t(`notes.${note}.text`, { vat: SUBSCRIPTION_VAT_PERCENT })}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-stone-700">
          {t('questions')}{' '}
          <SiteLink href="/faq" className="font-semibold text-brand-800 underline underline-offset-4">
            {t('faqLink')}
          </SiteLink>
        </p>
      </Section>
      <TrialBand />
    </>
  );
}
