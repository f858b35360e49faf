'use client';
// /profile (spec 2): the person's and the company's details, logo and picture, sign-in email, password, language,
// visit reminders, payment methods, invoicing (the mileage rate), the accounting connection (Fortnox) and cancelling
// the account. The subscription comes with its own issue.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { accountQueries } from '@/lib/client/queries/account';
import { useStoredUser } from '@/lib/client/use-session';
import { AccountingSection } from './accounting-section';
import { CancelAccountSection } from './cancel-account-section';
import { InvoicingSection } from './invoicing-section';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImages } from './profile-images';
import { RemindersSection } from './reminders-section';
import { SignInEmailSection } from './sign-in-email-section';

export function ProfileScreen() {
  const t = useTranslations('profile');
  const user = useStoredUser();
  const ferrierId = user?.ferrierId ?? '';
  const query = useQuery({ ...accountQueries.profile(ferrierId), enabled: Boolean(ferrierId) });
  const profile = query.data;
  const owner = user?.role === 'owner';

  return (
    <div className="mx-auto max-w-3xl space-y-4 sm:space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
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
          {owner && <PaymentMethodsSection />}
          <InvoicingSection profile={profile} owner={owner} />
          {owner && <AccountingSection />}
          {owner && <CancelAccountSection ferrierId={profile.id} />}
        </>
      )}
    </div>
  );
}
