import { useTranslations } from 'next-intl';
import { QuoteIcon } from '@/components/ui/icons';

/** The pilot users quoted on the site, in the order the testimonials page shows them. */
export const TESTIMONIALS = ['maria', 'johan', 'sara', 'linnea', 'anna', 'erik'] as const;
export type TestimonialKey = (typeof TESTIMONIALS)[number];

/** One quote with name, profession and place ("Maria, hovslagare, Uppsala"). */
export function TestimonialQuote({ id }: { id: TestimonialKey }) {
  const t = useTranslations('site.testimonials');
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <QuoteIcon className="h-6 w-8 text-brand-300" />
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
