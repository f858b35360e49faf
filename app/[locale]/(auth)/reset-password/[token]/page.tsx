import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthHeading } from '@/components/auth/auth-heading';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.reset');
  // The token is in the address: never send it on as a referrer, never index the page.
  return { title: t('title'), referrer: 'no-referrer', robots: { index: false } };
}

export default function ResetPasswordPage() {
  const t = useTranslations('auth.reset');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <ResetPasswordForm />
      </CardContent>
    </>
  );
}
