'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { useStoredUser } from '@/lib/client/use-session';
import { useQuery } from '@tanstack/react-query';
import { inboxQueries } from '@/components/inbox/inbox-keys';
import { isNavItemActive, navItemsFor } from './nav-items';

/**
 * The areas the user may use as a vertical list (sidebar, phone menu); the current area has aria-current="page".
 * Until the stored user is read (first paint) the owner's areas wait, so staff never see them flash by.
 */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const user = useStoredUser();
  return (
    <ul className="space-y-1">
      {navItemsFor(user).map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.id}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.95rem] font-medium transition-colors',
                active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
              )}
            >
              <item.Icon className={active ? 'text-white' : 'text-stone-500'} />
              {t(`items.${item.id}`)}
              {item.id === 'inbox' && <InboxUnread />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The messages received and not read, beside Inbox (asked again every 30 seconds); nothing when there are none. */
function InboxUnread() {
  const t = useTranslations('nav');
  const { data: count = 0 } = useQuery(inboxQueries.unread());
  if (count === 0) return null;
  return (
    <span
      data-testid="inbox-unread"
      className="ml-auto flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-semibold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('inboxUnread', { count })}</span>
    </span>
  );
}
