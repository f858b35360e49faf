import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero, Section } from '@/components/site/page-hero';
import { SiteLink } from '@/components/site/site-link';
import { TrialBand } from '@/components/site/trial-cta';
import { PROMO, TRIAL_DAYS } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'ourHistory');
}

/** The milestones in order; `dateTime` is set where the label names a single year or month. */
const MILESTONES: readonly { key: string; dateTime?: string }[] = [
  { key: 'idea', dateTime: '2024' },
  { key: 'pilots', dateTime: '2025' },
  { key: 'rules' },
  { key: 'launch', dateTime: '2026-08' },
  { key: 'autumn', dateTime: '2026' },
  { key: 'next' },
];

export default async function OurHistoryPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.ourHistory' });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Section id="timeline" title={t('timelineTitle')}>
        <ol className="ml-2 grid max-w-3xl gap-10 border-l-2 border-brand-200 pl-6 sm:ml-3 sm:pl-8">
          {MILESTONES.map(({ key, dateTime }) => {
            const when = t(`items.${key}.when`);
            return (
              <li key={key} className="relative">
                <span
                  className="absolute -left-[33px] top-1 size-4 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-200 sm:-left-[41px]"
                  aria-hidden="true"
                />
                <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">
                  {dateTime ? <time dateTime={dateTime}>{when}</time> : when}
                </p>
                <h3 className="mt-1 text-xl font-semibold text-stone-900">{t(`items.${key}.title`)}</h3>
                <p className="mt-2 text-stone-700">
                  {t(`items.${key}.text`, { days: TRIAL_DAYS, percent: PROMO.percentOff })}
                </p>
              </li>
            );
          })}
        </ol>
        <p className="mt-12 text-stone-700">
          {t('outro')}{' '}
          <SiteLink
            href="/contact-us"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('contactLink')}
          </SiteLink>
        </p>
      </Section>
      <TrialBand />
    </>
  );
}
