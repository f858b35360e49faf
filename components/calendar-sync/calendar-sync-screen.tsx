'use client';
// /calendar-sync (spec 2, "Other"): the signed-in user's calendar-feed address to subscribe to in a calendar app,
// with Copy, "Make a new address" and how to subscribe in Google Calendar, Apple Calendar and Outlook.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorState } from '@/components/list/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { icalendarQueries } from '@/lib/client/queries/icalendar';
import { FeedAddressCard } from './feed-address-card';
import { SubscribeInstructions } from './subscribe-instructions';

export function CalendarSyncScreen() {
  const t = useTranslations('calendarSync');
  const query = useQuery(icalendarQueries.token());

  let address;
  if (query.data) address = <FeedAddressCard token={query.data} />;
  else if (query.isError && !query.isFetching)
    address = <ErrorState error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />;
  else
    address = (
      <div
        aria-busy="true"
        aria-label={t('loading')}
        className="h-64 animate-pulse rounded-2xl bg-stone-200"
      />
    );

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      {address}
      <SubscribeInstructions />
    </div>
  );
}
