'use client';
// Phone and tablet navigation (below lg): a top bar with a menu sheet (every area, the user, language, Log out)
// and a bottom tab bar with the main areas within thumb reach.
import { Dialog } from 'radix-ui';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { AccountLanguageSwitch } from './account-language-switch';
import { LogoutButton } from './logout-button';
import { TAB_ITEMS, isNavItemActive } from './nav-items';
import { NavLinks } from './nav-links';
import { UserSummary } from './user-summary';

export function MobileTopBar() {
  const t = useTranslations('nav');
  const ta = useTranslations('appShell');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // A navigation (link, Back) closes the menu: remember the path the menu was opened on.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (open && openedOn !== pathname) {
    setOpen(false);
    setOpenedOn(pathname);
  }

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur lg:hidden">
      <div className="flex h-14 items-center justify-between gap-3 px-3 sm:px-5">
        <Link
          href="/dashboard"
          className="inline-flex min-h-11 items-center rounded-lg px-1"
          aria-label={ta('dashboardLink')}
        >
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-1">
          <NotificationBell />
          <Dialog.Root
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              setOpenedOn(pathname);
            }}
          >
            <Dialog.Trigger asChild>
              <button
                type="button"
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-stone-800 hover:bg-stone-100"
              >
                <MenuIcon />
                {t('menu')}
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
              <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col bg-white shadow-xl">
                <div className="flex h-14 items-center justify-between border-b border-stone-200 pr-2 pl-4">
                  <Dialog.Title className="text-base font-semibold text-stone-900">{t('menu')}</Dialog.Title>
                  <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100">
                    <CloseIcon />
                    <span className="sr-only">{t('closeMenu')}</span>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">{t('menuDescription')}</Dialog.Description>
                <nav aria-label={t('mainLabel')} className="flex-1 overflow-y-auto p-3">
                  <NavLinks onNavigate={() => setOpen(false)} />
                </nav>
                <div className="space-y-3 border-t border-stone-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
                  <UserSummary />
                  <div className="flex items-center gap-2">
                    <AccountLanguageSwitch />
                    <LogoutButton className="flex-1 whitespace-nowrap" />
                  </div>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}

export function BottomTabBar() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('tabsLabel')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      {/* One equal column per tab, however many TAB_ITEMS holds. */}
      <ul className="mx-auto grid max-w-lg auto-cols-fr grid-flow-col">
        {TAB_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium',
                  active ? 'text-brand-700' : 'text-stone-600 hover:text-stone-900',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-brand-100',
                  )}
                >
                  <item.Icon />
                </span>
                <span className="max-w-full truncate">{t(`items.${item.id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
