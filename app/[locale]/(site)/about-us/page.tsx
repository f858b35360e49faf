import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutUsContact } from '@/components/site/about-us-contact';
import { PageHero, Section } from '@/components/site/page-hero';
import { TrialBand } from '@/components/site/trial-cta';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'aboutUs');
}

const PRINCIPLES = ['records', 'rules', 'phone', 'data'] as const;

export default async function AboutUsPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.aboutUs' });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Section id="mission" title={t('mission.title')}>
        <div className="grid max-w-3xl gap-4 text-lg text-stone-700">
          <p>{t('mission.p1')}</p>
          <p>{t('mission.p2')}</p>
        </div>
      </Section>
      <Section id="principles" title={t('principles.title')} className="bg-stone-50">
        <ul className="grid gap-4 sm:grid-cols-2">
          {PRINCIPLES.map((key) => (
            <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
              <h3 className="text-lg font-semibold text-stone-900">{t(`principles.items.${key}.title`)}</h3>
              <p className="mt-2 text-stone-700">{t(`principles.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <AboutUsContact />
      <TrialBand />
    </>
  );
}
