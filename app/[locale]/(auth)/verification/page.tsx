import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AuthHeading } from '@/components/auth/auth-heading';
import { VerificationForm } from '@/components/auth/verification-form';
import { CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.verification');
  return { title: t('title') };
}

export default function VerificationPage() {
  const t = useTranslations('auth.verification');
  return (
    <>
      <AuthHeading title={t('title')} description={t('description')} />
      <CardContent>
        <Suspense>
          <VerificationForm />
        </Suspense>
      </CardContent>
    </>
  );
}
