import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthHeading } from '@/components/auth/auth-heading';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.forgot');
  return { title: t('title') };
}

export default function ForgotPasswordPage() {
  const t = useTranslations('auth.forgot');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <ForgotPasswordForm />
      </CardContent>
    </>
  );
}
