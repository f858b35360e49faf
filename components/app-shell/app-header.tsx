'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useStoredUser } from '@/lib/use-session';
import { LogoutButton } from './logout-button';

export function AppHeader() {
  const t = useTranslations('appShell');
  const user = useStoredUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';

  return (
    <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          href="/dashboard"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg"
          aria-label={t('dashboardLink')}
        >
          <BrandLogo />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          {name && (
            <p className="hidden min-w-0 truncate text-sm text-stone-600 md:block">
              {t('signedInAs', { name })}
            </p>
          )}
          <LanguageSwitch />
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
