'use client';
// The banner of a read-only account (issue 26: the trial is over and no plan is paid for), on every signed-in page:
// everything is still there to see and to download (Profile → Your data), nothing new can be made until a plan
// is chosen. The owner is led to the plan chooser; a staff member is told that the owner chooses. Read from the
// account's profile (its `plan`), which the dashboard reads too.
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { useAccountPlan } from '@/lib/client/use-account-plan';
import { useStoredUser } from '@/lib/client/use-session';

export function ReadOnlyBanner() {
  const t = useTranslations('appShell.readOnly');
  const user = useStoredUser();
  const plan = useAccountPlan();
  if (plan !== 'none') return null;
  const owner = user?.role === 'owner';
  return (
    <Alert className="mb-5" data-testid="read-only-banner">
      <p className="font-medium">{t('title')}</p>
      <p className="mt-1">{owner ? t('owner') : t('staff')}</p>
      {owner && (
        <TextLink href="/profile#subscription" standalone>
          {t('choose')}
        </TextLink>
      )}
    </Alert>
  );
}
