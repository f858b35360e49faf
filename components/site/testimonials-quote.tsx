import { useTranslations } from 'next-intl';

/** The pilot users quoted on the site, in the order the testimonials page shows them. */
export const TESTIMONIALS = ['maria', 'johan', 'sara', 'linnea', 'anna', 'erik'] as const;
export type TestimonialKey = (typeof TESTIMONIALS)[number];

/** One quote with name, profession and place ("Maria, hovslagare, Uppsala"). */
export function TestimonialQuote({ id }: { id: TestimonialKey }) {
  const t = useTranslations('site.testimonials');
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <svg viewBox="0 0 32 24" className="h-6 w-8 text-brand-300" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M0 24V14C0 6 4 1.5 12 0l1.5 3.5C9 5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3.5C27 5 25 7.5 25 11h6v13z"
        />
      </svg>
      <blockquote className="mt-4 flex-1 text-lg text-stone-800">
        <p>{t(`quotes.${id}.quote`)}</p>
      </blockquote>
      <figcaption className="mt-5 text-sm font-semibold text-stone-900">
        {t('caption', {
          name: t(`quotes.${id}.name`),
          role: t(`quotes.${id}.role`),
          place: t(`quotes.${id}.place`),
        })}
      </figcaption>
    </figure>
  );
}
