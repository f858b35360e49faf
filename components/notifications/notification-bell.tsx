'use client';
// The bell in the app shell: the signed-in user's unread notifications, asked again every 30 seconds on the query
// cache (lib/client/queries/notifications.ts), linking to /notification-management.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BellIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { notificationQueries } from '@/lib/client/queries/notifications';

export function NotificationBell({ className }: { className?: string }) {
  const t = useTranslations('notifications');
  const { data: count = 0 } = useQuery(notificationQueries.unreadCount());
  return (
    <Link
      href="/notification-management"
      aria-label={count > 0 ? t('bellUnread', { count }) : t('bell')}
      data-testid="notification-bell"
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <BellIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-5 font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
