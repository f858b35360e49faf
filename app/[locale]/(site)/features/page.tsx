import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeaturesCapability } from '@/components/site/features-capability';
import { AppScreenshot } from '@/components/site/app-screenshot';
import { CAPABILITIES_COMING, CAPABILITIES_TODAY } from '@/components/site/capabilities';
import { FeatureIcon } from '@/components/site/features-icon';
import { PageHero, Section } from '@/components/site/page-hero';
import { SiteLink } from '@/components/site/site-link';
import { TrialBand, TrialButtons } from '@/components/site/trial-cta';
import { TRIAL_DAYS } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';
import type { SiteScreen } from '@/lib/site/screens';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'features');
}

/** Detail keys under `features.sections.<key>.points`, and the screen shown beside a capability. */
const DETAILS: Record<
  (typeof CAPABILITIES_TODAY)[number]['key'],
  { points: readonly string[]; screen?: SiteScreen }
> = {
  registers: {
    points: ['customers', 'billing', 'horses', 'stable', 'search'],
    screen: 'customer-management',
  },
  dashboard: { points: ['nextVisit', 'overdue', 'lowStock'] },
  inventory: { points: ['products', 'reorder', 'services'], screen: 'inventory-management' },
  booking: { points: ['calendar', 'visits', 'reminders', 'today'] },
  journals: {
    points: ['write', 'content', 'numbers', 'signing', 'attachments', 'pdf', 'templates', 'kept'],
  },
  invoicing: {
    points: ['create', 'numbers', 'vat', 'pdf', 'send', 'status', 'fortnox'],
  },
  staff: { points: ['invite', 'roles', 'invoicing', 'calendar', 'journals'] },
  notifications: { points: ['bell', 'events', 'team', 'customers'] },
  ical: { points: ['subscribe', 'private'] },
  mobile: { points: ['browser', 'drafts', 'targets', 'languages'] },
};

export default async function FeaturesPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.features' });

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        aside={<AppScreenshot locale={locale} name="animal-details" alt={t('hero.screenshot')} />}
        // Under the short lead a phone would paint the picture as its largest element: phones see the screens below
        // (and, the picture being lazy and hidden there, do not fetch it).
        asideOnPhones={false}
      >
        <TrialButtons secondary={{ href: '/book-demo', label: t('hero.demo') }} />
      </PageHero>
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        {CAPABILITIES_TODAY.map(({ key, icon }) => {
          const { points, screen } = DETAILS[key];
          return (
            <FeaturesCapability
              key={key}
              id={key}
              icon={icon}
              title={t(`sections.${key}.title`)}
              text={t(`sections.${key}.text`)}
              planLabel={t('plan.today')}
              points={points.map((point) => ({ key: point, text: t(`sections.${key}.points.${point}`) }))}
            >
              {screen && (
                <AppScreenshot
                  locale={locale}
                  name={screen}
                  alt={t(`sections.${key}.screenshot`)}
                  className="mx-auto mt-8 md:mx-0"
                />
              )}
            </FeaturesCapability>
          );
        })}
        <FeaturesCapability
          id="coming"
          icon="star"
          title={t('coming.title')}
          text={t('coming.text')}
          planLabel={t('plan.coming')}
          pro
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {CAPABILITIES_COMING.map(({ key, icon }) => (
              <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="flex items-center gap-2 font-semibold text-stone-900">
                  <FeatureIcon name={icon} className="size-5 shrink-0 text-brand-700" />
                  {t(`coming.items.${key}.title`)}
                </h3>
                <p className="mt-1 text-stone-700">{t(`coming.items.${key}.text`)}</p>
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
