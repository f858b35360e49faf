import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { BrandLogo } from '@/components/brand-logo';
import { cn } from '@/lib/cn';

// The frame of the pages a link with a token opens (a booking's answer, a shared journal): no sign-in, nobody's
// session needed (a signed-in farrier may open a link too), so no guard around them; the farrier's company and what
// the link shows are what the page is about, Hovbook only the frame.

const WIDTHS = {
  /** One card, centred on larger screens: a question to answer. */
  narrow: { main: 'px-4 sm:items-center', content: 'max-w-md' },
  /** A document to read: journals with their tables. */
  wide: { main: 'px-3 sm:px-6', content: 'min-w-0 max-w-3xl' },
} as const;

export function TokenPageLayout({ width, children }: { width: keyof typeof WIDTHS; children: ReactNode }) {
  const t = useTranslations();
  const { main, content } = WIDTHS[width];
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
        <main id="main" className={cn('flex flex-1 justify-center pb-12 pt-2 sm:pt-6', main)}>
          <div className={cn('w-full', content)}>{children}</div>
        </main>
      </div>
    </AppProviders>
  );
}
