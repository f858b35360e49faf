'use client';
// The dashboard: welcome, the horses by next visit (the main column), and beside them the account, the products to
// reorder and shortcuts. On phones the horses come right after the account card.
import { useTranslations } from 'next-intl';
import { useStoredUser } from '@/lib/use-session';
import { AccountSummary } from './account-summary';
import { DashboardAnimals } from './dashboard-animals';
import { LowStockCard } from './low-stock-card';
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
      {/* Side cards take rows 1–2 of the third column; the horses span every row of the first two. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="lg:col-start-3 lg:row-start-1">
          <AccountSummary />
        </div>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <DashboardAnimals />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-start-2">
          <LowStockCard />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
