import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { BrandLogo } from '@/components/brand-logo';

// A shared journal: no sign-in, nobody's session needed (a signed-in farrier may open a link too), so no guard around
// it; the farrier's company and the journals are what the page is about, Hovbook only the frame.
export default function SharedLayout({ children }: { children: ReactNode }) {
  const t = useTranslations();
  return (
    <AppProviders>
      <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-stone-50">
        <header className="mx-auto flex w-full max-w-5xl items-center px-4 py-3 sm:px-6 sm:py-5">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-lg"
            aria-label={t('appShell.homeLink')}
          >
            <BrandLogo />
          </Link>
        </header>
        <main id="main" className="flex flex-1 justify-center px-3 pb-12 pt-2 sm:px-6 sm:pt-6">
          <div className="w-full min-w-0 max-w-3xl">{children}</div>
        </main>
      </div>
    </AppProviders>
  );
}
