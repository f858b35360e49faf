import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CONTACT_EMAIL } from '@/components/site/about-us-contact';
import { AppScreenshot } from '@/components/site/app-screenshot';
import { HomeHighlights } from '@/components/site/home-highlights';
import { HomePricing } from '@/components/site/home-pricing';
import { HomeProfessions } from '@/components/site/home-professions';
import { HomeSteps } from '@/components/site/home-steps';
import { HomeTrust } from '@/components/site/home-trust';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero, Section } from '@/components/site/page-hero';
import { SiteLink } from '@/components/site/site-link';
import { TestimonialQuote, type TestimonialKey } from '@/components/site/testimonials-quote';
import { TrialBand, TrialButtons } from '@/components/site/trial-cta';
import { TRIAL_DAYS } from '@/lib/plans';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';
import { localePath, siteOrigin } from '@/lib/site/urls';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'home');
}

/** Two of the pilot quotes: the next-visit list and the horse register. */
const QUOTES: readonly TestimonialKey[] = ['maria', 'johan'];

export default async function HomePage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.home' });
  const origin = siteOrigin();
  const organizationId = `${origin}/#organization`;

  return (
    <>
      <JsonLd
        data={{
          '@graph': [
            {
              '@type': 'Organization',
              '@id': organizationId,
              name: 'Hovbook AB',
              url: `${origin}/`,
              email: CONTACT_EMAIL,
              address: { '@type': 'PostalAddress', addressCountry: 'SE' },
            },
            {
              '@type': 'WebSite',
              '@id': `${origin}/#website`,
              name: 'Hovbook',
              url: `${origin}${localePath(locale, '/')}`,
              description: t('metaDescription'),
              inLanguage: locale,
              publisher: { '@id': organizationId },
            },
          ],
        }}
      />
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        aside={<AppScreenshot locale={locale} name="dashboard" alt={t('hero.screenshot')} eager />}
      >
        <TrialButtons secondary={{ href: '/book-demo', label: t('hero.demo') }} />
        <p className="mt-4 text-sm text-stone-700">{t('hero.note', { days: TRIAL_DAYS })}</p>
      </PageHero>
      <HomeProfessions />
      <HomeHighlights />
      <HomeSteps />
      <HomeTrust />
      <HomePricing />
      <Section id="quotes" title={t('quotes.title')} className="bg-stone-50">
        <ul className="grid gap-6 md:grid-cols-2">
          {QUOTES.map((id) => (
            <li key={id}>
              <TestimonialQuote id={id} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <SiteLink
            href="/testimonials"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('quotes.link')}
          </SiteLink>
        </p>
      </Section>
      <TrialBand />
    </>
  );
}
