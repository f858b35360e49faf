// The page an invitation mail links to: the invited staff member chooses their password (README "Staff").
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthHeading } from '@/components/auth/auth-heading';
import { AcceptInviteForm } from '@/components/staff/accept-invite-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.invite');
  // The token is in the address: never send it on as a referrer, never index the page.
  return { title: t('title'), referrer: 'no-referrer', robots: { index: false } };
}

export default function StaffInvitePage() {
  const t = useTranslations('staff.invite');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <AcceptInviteForm />
      </CardContent>
    </>
  );
}
