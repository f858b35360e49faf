'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/brand-logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { AccountLanguageSwitch } from './account-language-switch';
import { LogoutButton } from './logout-button';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-summary';

/** Desktop navigation (lg and up): a fixed column with the areas, the user, the language and Log out. */
export function Sidebar() {
  const t = useTranslations('nav');
  const ta = useTranslations('appShell');
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-stone-200 bg-white lg:flex">
      <div className="flex h-16 items-center justify-between gap-2 pr-3 pl-5">
        <Link
          href="/dashboard"
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label={ta('dashboardLink')}
        >
          <BrandLogo />
        </Link>
        <NotificationBell />
      </div>
      <nav aria-label={t('mainLabel')} className="flex-1 overflow-y-auto px-3 py-4">
        <NavLinks />
      </nav>
      <div className="space-y-3 border-t border-stone-200 p-4">
        <UserSummary />
        <div className="flex items-center gap-2">
          <AccountLanguageSwitch />
          <LogoutButton className="flex-1 whitespace-nowrap" />
        </div>
      </div>
    </aside>
  );
}
