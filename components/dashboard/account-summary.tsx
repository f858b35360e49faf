'use client';
// The company and its trial on the dashboard, from ferriers/details (an authenticated call: it also keeps the
// session timer running and shows an expired session at once).
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { getProfile, type FerrierProfile } from '@/lib/account-api';
import { useStoredUser } from '@/lib/use-session';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; profile: FerrierProfile };

export function AccountSummary() {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const ferrierId = useStoredUser()?.ferrierId;
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    if (!ferrierId) return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', profile: await getProfile(ferrierId) });
    } catch {
      setState({ status: 'error' });
    }
  }, [ferrierId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') {
    return (
      <div
        aria-busy="true"
        aria-label={t('accountLoading')}
        className="h-24 animate-pulse rounded-xl bg-stone-200"
      />
    );
  }
  if (state.status === 'error') {
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-700">{t('accountError')}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const { profile } = state;
  const trialEnds = profile.trialEndsAt ? new Date(profile.trialEndsAt) : null;
  return (
    <Card>
      <CardContent className="space-y-1">
        <CardTitle>{profile.organizationName}</CardTitle>
        {trialEnds && trialEnds.getTime() > Date.now() ? (
          <CardDescription className="text-base">
            {t('trialUntil', { date: format.dateTime(trialEnds, { dateStyle: 'long' }) })}
          </CardDescription>
        ) : null}
      </CardContent>
    </Card>
  );
}
