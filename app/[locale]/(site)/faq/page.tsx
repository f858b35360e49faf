import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CONTACT_EMAIL } from '@/components/site/about-us-contact';
import { FaqGroup } from '@/components/site/faq-group';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { formatKronor } from '@/components/site/plan-card';
import { SiteLink } from '@/components/site/site-link';
import { TrialBand } from '@/components/site/trial-cta';
import { PLANS, PROMO, SUBSCRIPTION_VAT_PERCENT, TRIAL_DAYS, type PlanId } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'faq');
}

/** Groups and their questions, in page order; texts under `faq.groups.<group>` and `faq.questions.<key>`. */
const GROUPS = [
  { key: 'plans', questions: ['trial', 'afterTrial', 'notice', 'vat', 'earlyBird', 'plans'] },
  { key: 'data', questions: ['dataEu', 'cancel', 'export'] },
  { key: 'using', questions: ['who', 'journals', 'fortnox', 'languages', 'phones'] },
] as const;

const LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

function planPrice(id: PlanId, period: 'monthly' | 'yearly'): string {
  return formatKronor(PLANS.find((plan) => plan.id === id)!.price[period]);
}

export default async function FaqPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.faq' });
  // Every answer may use any of these; the figures come from lib/plans so the FAQ never drifts from the prices.
  const values = {
    days: TRIAL_DAYS,
    percent: PROMO.percentOff,
    code: PROMO.code,
    vat: SUBSCRIPTION_VAT_PERCENT,
    email: CONTACT_EMAIL,
    baseMonthly: planPrice('base', 'monthly'),
    baseYearly: planPrice('base', 'yearly'),
    proMonthly: planPrice('pro', 'monthly'),
    proYearly: planPrice('pro', 'yearly'),
  };
  const groups = GROUPS.map((group) => ({
    key: group.key,
    title: t(`groups.${group.key}`),
    items: group.questions.map((key) => ({
      key,
      question: t(`questions.${key}.q`, values),
      answer: t(`questions.${key}.a`, values),
    })),
  }));

  return (
    <>
      <JsonLd
        data={{
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: groups.flatMap((group) =>
            group.items.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          ),
        }}
      />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      {groups.map((group) => (
        <FaqGroup key={group.key} id={`faq-group-${group.key}`} title={group.title} items={group.items} />
      ))}
      <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
        <p className="text-stone-700">{t('more.text')}</p>
        <p className="mt-2 flex flex-wrap gap-x-6">
          <SiteLink href="/contact-us" className={LINK}>
            {t('more.contact')}
          </SiteLink>
          <SiteLink href="/book-demo" className={LINK}>
            {t('more.demo')}
          </SiteLink>
        </p>
      </div>
      <TrialBand />
    </>
  );
}
