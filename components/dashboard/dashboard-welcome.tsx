'use client';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { useStoredUser } from '@/lib/use-session';
import { AccountSummary } from './account-summary';
import { QuickActions } from './quick-actions';

export function DashboardWelcome() {
  const t = useTranslations('dashboard');
  const firstName = useStoredUser()?.firstName;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
          {firstName ? t('welcome', { name: firstName }) : t('welcomeAnonymous')}
        </h1>
        <p className="text-stone-600">{t('intro')}</p>
      </div>
      <AccountSummary />
      <QuickActions />
      <Card>
        <CardContent className="flex gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 5h16M4 12h16M4 19h10" strokeLinecap="round" />
            </svg>
          </span>
          <div className="space-y-1">
            <CardTitle>{t('soonTitle')}</CardTitle>
            <CardDescription className="text-base">{t('soonText')}</CardDescription>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
