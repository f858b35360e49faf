import { useTranslations } from 'next-intl';
import { FeatureIcon, type FeatureIconName } from './features-icon';
import { Section } from './page-hero';

const TRUST: readonly { key: string; icon: FeatureIconName }[] = [
  { key: 'eu', icon: 'shield' },
  { key: 'drafts', icon: 'cloud' },
  { key: 'noNotice', icon: 'door' },
  { key: 'cancel', icon: 'clock' },
];

/** Where the data lives, drafts that survive a lost signal, no notice period and the 30 days after cancelling. */
export function HomeTrust() {
  const t = useTranslations('site.home.trust');
  return (
    <Section id="trust" title={t('title')} className="bg-stone-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map(({ key, icon }) => (
          <li key={key}>
            <FeatureIcon name={icon} className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold text-stone-900">{t(`items.${key}.title`)}</h3>
            <p className="mt-1 text-stone-700">{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
