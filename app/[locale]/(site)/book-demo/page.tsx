import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookDemoForm } from '@/components/site/book-demo-form';
import { FormCard } from '@/components/site/form-card';
import { PageHero, Section } from '@/components/site/page-hero';
import { bookDemoFormLabels } from '@/components/site/site-form-labels';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'bookDemo');
}

const COVERS = ['day', 'records', 'billing', 'questions'] as const;

export default async function BookDemoPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.bookDemo' });

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="book-demo" className="-mt-6">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <h2 className="text-xl font-bold tracking-tight text-stone-900">{t('coversTitle')}</h2>
            <dl className="mt-6 space-y-5">
              {COVERS.map((item) => (
                <div key={item}>
                  <dt className="font-semibold text-stone-900">{t(`covers.${item}.title`)}</dt>
                  <dd className="mt-1 text-stone-700">{t(`covers.${item}.text`)}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-10 text-xl font-bold tracking-tight text-stone-900">{t('howTitle')}</h2>
            <p className="mt-3 text-stone-700">{t('howText')}</p>
          </div>
          <FormCard id="demo-form-title" title={t('formTitle')}>
            <BookDemoForm labels={await bookDemoFormLabels(locale)} />
          </FormCard>
        </div>
      </Section>
    </>
  );
}
