import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/site/contact-form';
import { JsonLd } from '@/components/site/json-ld';
import { FormCard } from '@/components/site/form-card';
import { PageHero, Section } from '@/components/site/page-hero';
import { contactFormLabels } from '@/components/site/site-form-labels';
import { SiteLink } from '@/components/site/site-link';
import { sitePageMetadata } from '@/lib/site/metadata';
import { pageLocale, type LocalePageProps } from '@/lib/site/params';

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  return sitePageMetadata(await pageLocale(params), 'contact');
}

/** The public support address (messages from the form go to COMPANY_INBOX, which defaults to it). */
const COMPANY_EMAIL = 'hej@hovbook.se';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export default async function ContactPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'site.contact' });

  return (
    <>
      <JsonLd
        data={{
          '@type': 'ContactPage',
          name: t('title'),
          description: t('metaDescription'),
          inLanguage: locale,
          mainEntity: { '@type': 'Organization', name: 'Hovbook', email: COMPANY_EMAIL },
        }}
      />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section id="contact" className="-mt-6">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <FormCard id="contact-form-title" title={t('formTitle')}>
            <ContactForm labels={await contactFormLabels(locale)} />
          </FormCard>
          <aside aria-labelledby="contact-reach" className="lg:pt-8">
            <h2 id="contact-reach" className="text-xl font-bold tracking-tight text-stone-900">
              {t('reach.title')}
            </h2>
            <dl className="mt-6 space-y-6">
              <div>
                <dt className="font-semibold text-stone-900">{t('reach.emailTitle')}</dt>
                <dd className="mt-1 text-stone-700">
                  {t('reach.emailText')}{' '}
                  <a href={`mailto:${COMPANY_EMAIL}`} className={LINK}>
                    {COMPANY_EMAIL}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">{t('reach.replyTitle')}</dt>
                <dd className="mt-1 text-stone-700">{t('reach.replyText')}</dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">{t('reach.faqTitle')}</dt>
                <dd className="mt-1 text-stone-700">
                  {t('reach.faqText')}{' '}
                  <SiteLink href="/faq" className={LINK}>
                    {t('reach.faqLink')}
                  </SiteLink>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">{t('reach.demoTitle')}</dt>
                <dd className="mt-1 text-stone-700">
                  {t('reach.demoText')}{' '}
                  <SiteLink href="/book-demo" className={LINK}>
                    {t('reach.demoLink')}
                  </SiteLink>
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </Section>
    </>
  );
}
