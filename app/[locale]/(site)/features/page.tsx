import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeaturesCapability } from '@/components/site/features-capability';
import type { FeatureIconName } from '@/components/site/features-icon';
import { PageHero, Section } from '@/components/site/page-hero';
import { SiteLink } from '@/components/site/site-link';
import { TrialBand, TrialButtons } from '@/components/site/trial-cta';
import { TRIAL_DAYS } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'features');
}

type Capability = { key: string; icon: FeatureIconName; points: readonly string[] };

/** Capabilities in both plans, with the detail keys under `features.sections.<key>.points`. */
const CAPABILITIES: readonly Capability[] = [
  { key: 'booking', icon: 'calendar', points: ['visit', 'reminders', 'status'] },
  { key: 'registers', icon: 'horseshoe', points: ['customers', 'billing', 'horses', 'nextVisit', 'stable'] },
  {
    key: 'journals',
    icon: 'journal',
    points: ['content', 'medicines', 'photos', 'templates', 'share', 'pdf', 'signing'],
  },
  {
    key: 'invoicing',
    icon: 'invoice',
    points: ['lines', 'required', 'series', 'linked', 'send', 'status', 'fortnox'],
  },
  { key: 'inventory', icon: 'box', points: ['products', 'reorder', 'services', 'invoice'] },
  { key: 'staff', icon: 'staff', points: ['accounts', 'records', 'shared'] },
  { key: 'notifications', icon: 'bell', points: ['notifications', 'inbox', 'email'] },
  { key: 'ical', icon: 'sync', points: ['subscribe', 'updates', 'regenerate'] },
  { key: 'payments', icon: 'card', points: ['card', 'portal', 'details'] },
  { key: 'mobile', icon: 'phone', points: ['app', 'tabs', 'drafts', 'targets'] },
];

/** The Pro plan's tools (spec 1), shown as cards in the last section. */
const PRO_TOOLS = ['horse3d', 'hoofAngles', 'feedRation', 'signatures', 'ai'] as const;

export default async function FeaturesPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.features' });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
        <TrialButtons secondary={{ href: '/book-demo', label: t('hero.demo') }} />
      </PageHero>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        {CAPABILITIES.map(({ key, icon, points }) => (
          <FeaturesCapability
            key={key}
            id={key}
            icon={icon}
            title={t(`sections.${key}.title`)}
            text={t(`sections.${key}.text`)}
            planLabel={t('plan.all')}
            points={points.map((point) => ({ key: point, text: t(`sections.${key}.points.${point}`) }))}
          />
        ))}
        <FeaturesCapability
          id="pro"
          icon="star"
          title={t('sections.pro.title')}
          text={t('sections.pro.text')}
          planLabel={t('plan.pro')}
          pro
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {PRO_TOOLS.map((tool) => (
              <li key={tool} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="font-semibold text-stone-900">{t(`tools.${tool}.title`)}</h3>
                <p className="mt-1 text-stone-700">{t(`tools.${tool}.text`)}</p>
              </li>
            ))}
          </ul>
        </FeaturesCapability>
      </div>
      <Section id="compare" title={t('compare.title')} className="bg-stone-50">
        <p className="max-w-3xl text-stone-700">{t('compare.text', { days: TRIAL_DAYS })}</p>
        <p className="mt-4">
          <SiteLink
            href="/prices"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('compare.link')}
          </SiteLink>
        </p>
      </Section>
      <TrialBand />
    </>
  );
}
