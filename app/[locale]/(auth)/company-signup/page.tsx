import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AuthHeading } from '@/components/auth/auth-heading';
import { SignupForm } from '@/components/auth/signup-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.signup');
  return { title: t('title') };
}

export default function CompanySignupPage() {
  const t = useTranslations('auth.signup');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <SignupForm />
      </CardContent>
    </>
  );
}
