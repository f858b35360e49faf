'use client';
// The dashboard: welcome, Today (the day's visits and the horses still to book) and the horses by next visit in the
// main column, and beside them the account, the overdue invoices, the products to reorder and shortcuts.
import { useTranslations } from 'next-intl';
import { useStoredUser } from '@/lib/client/use-session';
import { AccountSummary } from './account-summary';
import { DashboardAnimals } from './dashboard-animals';
import { LowStockCard } from './low-stock-card';
import { OverdueInvoicesCard } from './overdue-invoices-card';
import { QuickActions } from './quick-actions';
import { TodaySection } from './today-section';

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
      {/* Today leads the main column (and the phone's one column), the horses follow; the account, the products to
          reorder and shortcuts sit beside them on desktop and come last on a phone. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <TodaySection />
          <DashboardAnimals />
        </div>
        <div className="space-y-6">
          <AccountSummary />
          <OverdueInvoicesCard />
          <LowStockCard />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
