import { useTranslations } from 'next-intl';
import { TRIAL_DAYS } from '@/lib/plans';
import { Section } from './page-hero';

const STEPS = ['signup', 'setup', 'work'] as const;

/** "How it works" in three numbered steps. */
export function HomeSteps() {
  const t = useTranslations('site.home.steps');
  return (
    <Section id="how-it-works" title={t('title')}>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((key, index) => (
          <li key={key} className="flex gap-4 md:flex-col">
            <span
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">{t(`items.${key}.title`)}</h3>
              <p className="mt-1 text-stone-700">{t(`items.${key}.text`, { days: TRIAL_DAYS })}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
