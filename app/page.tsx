import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';

const FEATURES = ['booking', 'journals', 'invoicing'] as const;

// The start page until the marketing site arrives: name, pitch, and the ways in.
export default function HomePage() {
  const t = useTranslations('home');
  const tc = useTranslations('common');

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6 sm:py-5">
        <BrandLogo />
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link href="/login">{t('ctaSecondary')}</Link>
          </Button>
          <LanguageSwitch />
        </div>
      </header>

      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 sm:px-6">
        <section className="max-w-3xl py-12 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            {t('headline')}
          </h1>
          <p className="mt-5 text-lg text-stone-700 sm:text-xl">{t('pitch')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/company-signup">{t('ctaPrimary')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/login">{t('ctaSecondary')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-stone-600">{t('trialNote')}</p>
        </section>

        <section aria-labelledby="features-heading" className="pb-16">
          <h2 id="features-heading" className="sr-only">
            {t('featuresHeading')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-stone-900">{t(`features.${feature}.title`)}</h3>
                <p className="mt-1 text-stone-600">{t(`features.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-stone-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-600 sm:px-6">
          {t('footer', { appName: tc('appName') })}
        </p>
      </footer>
    </div>
  );
}
