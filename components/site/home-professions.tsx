import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { Section } from './page-hero';

/** Farriers first; the rest share the same registers, calendar and journals. */
const PROFESSIONS = ['farrier', 'therapist', 'saddleFitter', 'vet', 'trainer'] as const;

export function HomeProfessions() {
  const t = useTranslations('site.home.professions');
  return (
    <Section id="professions" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROFESSIONS.map((key, index) => {
          const lead = index === 0;
          return (
            <li
              key={key}
              className={cn(
                'rounded-2xl p-6',
                lead
                  ? 'bg-brand-800 text-white sm:col-span-2 lg:col-span-1 lg:row-span-2'
                  : 'border border-stone-200 bg-white',
              )}
            >
              <h3 className={cn('text-lg font-semibold', lead ? 'text-white sm:text-2xl' : 'text-stone-900')}>
                {t(`items.${key}.title`)}
              </h3>
              <p className={cn('mt-2', lead ? 'text-brand-100 sm:text-lg' : 'text-stone-700')}>
                {t(`items.${key}.text`)}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
