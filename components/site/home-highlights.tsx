import { useTranslations } from 'next-intl';
import { FeatureIcon } from './features-icon';
import { Section } from './page-hero';
import { SiteLink } from './site-link';

import { CAPABILITIES_TODAY } from './capabilities';

/** What the app does today in short, what is on the way as a full-width strip, and the way on to /features. */
export function HomeHighlights() {
  const t = useTranslations('site.home.highlights');
  return (
    <Section id="highlights" title={t('title')} intro={t('intro')} className="bg-stone-50">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CAPABILITIES_TODAY.map(({ key, icon }) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
            <FeatureIcon name={icon} className="size-7 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-stone-900">{t(`items.${key}.title`)}</h3>
            <p className="mt-1 text-stone-700">{t(`items.${key}.text`)}</p>
          </li>
        ))}
        <li className="rounded-2xl border border-accent-100 bg-accent-100/50 p-6 sm:col-span-2 lg:col-span-4">
          <div className="flex flex-wrap items-center gap-3">
            <FeatureIcon name="star" className="size-7 text-accent-700" />
            <h3 className="text-lg font-semibold text-stone-900">{t('items.coming.title')}</h3>
            <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-accent-700">
              {t('comingBadge')}
            </span>
          </div>
          <p className="mt-2 max-w-3xl text-stone-800">{t('items.coming.text')}</p>
        </li>
      </ul>
      <p className="mt-8">
        <SiteLink
          href="/features"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('link')}
        </SiteLink>
      </p>
    </Section>
  );
}
