'use client';
// /notification-management (spec 2, "Other"): the signed-in user's notifications, unread first, then newest; each
// leads to its record (and is marked read on the way), can be marked read or deleted; all can be marked read at once.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton, LoadMoreButton } from '@/components/list/list-states';
import { BellIcon, CheckIcon, TrashIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { notificationChanges, notificationQueries } from '@/lib/client/queries/notifications';
import { toast } from '@/lib/client/toast';
import { useFormat } from '@/lib/client/use-format';
import type { Notification } from '@/lib/validation/notification';
import { notificationHref } from '@/lib/validation/notification-links';
import { useNotificationText } from './notification-text';

export function NotificationManagementScreen() {
  const t = useTranslations('notifications');
  const query = useInfiniteQuery(notificationQueries.list());
  const readAll = notificationQueries.useChange(notificationChanges.readAll);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  let content;
  if (query.data) {
    content =
      rows.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('emptyTitle')} text={t('empty')} />
      ) : (
        <ul className="space-y-2" aria-label={t('title')}>
          {rows.map((row) => (
            <NotificationRow key={row.id} notification={row} />
          ))}
        </ul>
      );
  } else if (query.isError && !query.isFetching) {
    content = <ErrorState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />;
  } else {
    content = <ListSkeleton rows={4} label={t('loading')} />;
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          unread > 0 && (
            <Button
              variant="secondary"
              loading={readAll.isPending}
              onClick={() => readAll.mutate(undefined, { onSuccess: () => toast.success(t('allRead')) })}
            >
              {t('markAllRead')}
            </Button>
          )
        }
      />
      {content}
      <LoadMoreButton
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        error={query.isFetchNextPageError ? query.error : undefined}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const t = useTranslations('notifications');
  const format = useFormat();
  const sentence = useNotificationText();
  const read = notificationQueries.useChange(notificationChanges.read);
  const remove = notificationQueries.useChange(notificationChanges.remove);
  const href = notificationHref(notification);
  const unread = notification.readAt === null;
  const markRead = () => {
    if (unread) read.mutate(notification.id);
  };

  return (
    <li
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        unread ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white',
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className="text-sm break-words text-stone-900">
          {unread && <span className="sr-only">{t('unread')}: </span>}
          {href ? (
            <Link href={href} onClick={markRead} className="font-medium text-brand-800 hover:underline">
              {sentence(notification)}
            </Link>
          ) : (
            sentence(notification)
          )}
        </p>
        <p className="text-xs text-stone-600">{format.dateTime(notification.createdAt)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        {unread && (
          <Button variant="secondary" loading={read.isPending} onClick={markRead}>
            <CheckIcon className="size-4" />
            {t('markRead')}
          </Button>
        )}
        <Button
          variant="ghost"
          loading={remove.isPending}
          aria-label={`${t('delete')}: ${sentence(notification)}`}
          onClick={() => remove.mutate(notification.id, { onSuccess: () => toast.success(t('deleted')) })}
        >
          <TrashIcon className="size-4" />
          <span aria-hidden="true">{t('delete')}</span>
        </Button>
      </div>
    </li>
  );
}
