import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthHeading } from '@/components/auth/auth-heading';
import { LoginForm } from '@/components/auth/login-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('title') };
}

export default function LoginPage() {
  const t = useTranslations('auth.login');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <Suspense>
          <LoginForm />
        </Suspense>
      </CardContent>
    </>
  );
}
