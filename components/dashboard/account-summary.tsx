'use client';
// The company and its trial (its end and the days left) on the dashboard, from ferriers/details (asked at every visit: an authenticated call
// keeps the session timer running and shows an expired session at once).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { trialDaysLeft } from '@/lib/plans';
import { useFormat } from '@/lib/client/use-format';
import { accountQueries } from '@/lib/client/queries/account';
import { useStoredUser } from '@/lib/client/use-session';

export function AccountSummary() {
  const t = useTranslations('dashboard');
  const format = useFormat();
  const ferrierId = useStoredUser()?.ferrierId;
  const query = useQuery({ ...accountQueries.profile(ferrierId ?? ''), enabled: Boolean(ferrierId) });
  const profile = query.data;

  if (!profile && !(query.isError && !query.isFetching)) {
    return (
      <div
        aria-busy="true"
        aria-label={t('accountLoading')}
        className="h-24 animate-pulse rounded-xl bg-stone-200"
      />
    );
  }
  if (!profile) {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">{t('accountError')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const trialEnds = profile.trialEndsAt ? new Date(profile.trialEndsAt) : null;
  return (
    <Card>
      <CardContent className="space-y-1">
        <CardTitle>{profile.organizationName}</CardTitle>
        {trialEnds && trialEnds.getTime() > Date.now() ? (
          <CardDescription className="text-base">
            {t('trialUntil', { date: format.date(trialEnds) })}{' '}
            <span className="font-medium text-stone-900" data-testid="trial-days-left">
              {t('trialDaysLeft', { days: trialDaysLeft(trialEnds) })}
            </span>
          </CardDescription>
        ) : null}
      </CardContent>
    </Card>
  );
}
