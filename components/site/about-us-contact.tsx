import { useTranslations } from 'next-intl';
import { Section } from './page-hero';
import { SiteLink } from './site-link';

/** The company's public address, also given to search engines on the home page. */
export const CONTACT_EMAIL = 'hej@hovbook.se';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 text-base font-semibold shadow-sm';

/** How to reach Hovbook AB: email, the contact form and a demo. */
export function AboutUsContact() {
  const t = useTranslations('site.aboutUs.contact');
  return (
    <Section id="contact" title={t('title')} intro={t('text')}>
      <p className="text-stone-700">
        {t('email')}:{' '}
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {CONTACT_EMAIL}
        </a>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <SiteLink href="/contact-us" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('contactLink')}
        </SiteLink>
        <SiteLink
          href="/book-demo"
          className={`${BUTTON} border border-stone-300 bg-white text-stone-900 hover:bg-stone-50`}
        >
          {t('demoLink')}
        </SiteLink>
      </div>
      <p className="mt-6">
        <SiteLink
          href="/our-history"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('historyLink')}
        </SiteLink>
      </p>
    </Section>
  );
}
