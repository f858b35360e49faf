import { useTranslations } from 'next-intl';
import { TRIAL_DAYS } from '@/lib/plans';
import { SiteLink } from './site-link';

const PRIMARY =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-800';
const SECONDARY =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-300 bg-white px-6 text-base font-semibold text-stone-900 shadow-sm hover:bg-stone-50';

/** "Start 7-day free trial — no card" (spec 1) → /company-signup, with an optional second action. */
export function TrialButtons({ secondary }: { secondary?: { href: string; label: string } }) {
  const t = useTranslations('site.cta');
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <SiteLink href="/company-signup" className={PRIMARY}>
        {t('trial', { days: TRIAL_DAYS })}
      </SiteLink>
      {secondary && (
        <SiteLink href={secondary.href} className={SECONDARY}>
          {secondary.label}
        </SiteLink>
      )}
    </div>
  );
}

/** The closing band of a page: one sentence and the trial button. */
export function TrialBand() {
  const t = useTranslations('site.cta');
  return (
    <section aria-labelledby="trial-band" className="bg-brand-800 text-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="trial-band" className="text-2xl font-bold tracking-tight">
            {t('bandTitle')}
          </h2>
          <p className="mt-2 text-brand-100">{t('bandText', { days: TRIAL_DAYS })}</p>
        </div>
        <SiteLink
          href="/company-signup"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-white px-6 text-base font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
        >
          {t('trial', { days: TRIAL_DAYS })}
        </SiteLink>
      </div>
    </section>
  );
}
