import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero, Section } from '@/components/site/page-hero';
import { TESTIMONIALS, TestimonialQuote } from '@/components/site/testimonials-quote';
import { TrialBand } from '@/components/site/trial-cta';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'testimonials');
}

export default async function TestimonialsPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.testimonials' });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <Section id="quotes" className="-mt-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <TestimonialQuote id={id} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-stone-700">{t('note')}</p>
      </Section>
      <TrialBand />
    </>
  );
}
