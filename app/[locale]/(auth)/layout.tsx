import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { GuestGuard } from '@/components/guards/guest-guard';
import { AppProviders } from '@/components/app-providers';
import { Card } from '@/components/ui/card';
import { LanguageSwitch } from '@/components/ui/language-switch';

export default function AuthLayout({ children }: { children: ReactNode }) {
  const t = useTranslations();
  return (
    <AppProviders>
      <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-stone-50">
        <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6 sm:py-5">
          <Link
            href="/"
            className="inline-flex min-h-11 items-center rounded-lg"
            aria-label={t('appShell.homeLink')}
          >
            <BrandLogo />
          </Link>
          <LanguageSwitch />
        </header>
        <main id="main" className="flex flex-1 justify-center px-4 pb-12 pt-2 sm:items-center sm:pt-6">
          <div className="w-full max-w-md">
            <Card>
              <GuestGuard>{children}</GuestGuard>
            </Card>
            <p className="mt-6 text-center text-sm text-stone-600">{t('auth.tagline')}</p>
          </div>
        </main>
      </div>
    </AppProviders>
  );
}
