'use client';
// /profile (spec 2): the person's and the company's details, logo and picture, sign-in email, password, language,
// visit reminders, payment methods, invoicing (the mileage rate), the accounting connection (Fortnox) and cancelling
// the account, and (the owner's) the subscription: the plan now, the trial's days left, billing off for now.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ForbiddenState } from '@/components/app-shell/forbidden-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { accountQueries } from '@/lib/client/queries/account';
import { useStoredUser } from '@/lib/client/use-session';
import { AccountingSection } from './accounting-section';
import { DataExportSection } from './data-export-section';
import { CancelAccountSection } from './cancel-account-section';
import { InvoicingSection } from './invoicing-section';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImages } from './profile-images';
import { RemindersSection } from './reminders-section';
import { SignInEmailSection } from './sign-in-email-section';
import { SubscriptionSection } from './subscription-section';

/** The profile's parts that are the owner's alone, as a link names them (/profile#payment-methods). */
const OWNER_PARTS = ['#payment-methods', '#accounting', '#subscription', '#data-export'];

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The address's #part ('' on the server and before hydration). */
function useHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

export function ProfileScreen() {
  const t = useTranslations('profile');
  const user = useStoredUser();
  const ferrierId = user?.ferrierId ?? '';
  const query = useQuery({ ...accountQueries.profile(ferrierId), enabled: Boolean(ferrierId) });
  const profile = query.data;
  const owner = user?.role === 'owner';
  const hash = useHash();
  // A staff member who follows a link to an owner's part is told it is not theirs (it is not on their profile).
  const refusedPart = user?.role === 'staff' && OWNER_PARTS.includes(hash);

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      {refusedPart && <ForbiddenState inPage />}
      {!profile ? (
        query.isError && !query.isFetching ? (
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-stone-700">{t('loadError')}</p>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <div
            aria-busy="true"
            aria-label={t('loading')}
            className="h-96 animate-pulse rounded-2xl bg-stone-200"
          />
        )
      ) : (
        <>
          {owner ? (
            <>
              <ProfileDetailsForm profile={profile} />
              <ProfileImages profile={profile} />
            </>
          ) : (
            <p className="text-sm text-stone-600">{t('ownerOnly')}</p>
          )}
          <SignInEmailSection />
          <PasswordSection ferrierId={profile.id} />
          <LanguageSection />
          <RemindersSection profile={profile} owner={owner} />
          {/* The bank details are the owner's alone (README "Staff"): staff neither see nor change them. */}
          {owner && (
            <div id="payment-methods" className="scroll-mt-20">
              <PaymentMethodsSection />
            </div>
          )}
          <InvoicingSection profile={profile} owner={owner} />
          {owner && <SubscriptionSection />}
          {owner && <AccountingSection />}
          {owner && <DataExportSection />}
          {owner && <CancelAccountSection ferrierId={profile.id} />}
        </>
      )}
    </div>
  );
}
