'use client';
// A screen that fails while rendering shows this inside the shell (with a way to try again), not a blank page.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';

export default function SignedInError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('nav.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-danger-200 bg-danger-50 px-5 py-12 text-center"
    >
      <AlertIcon className="mb-3 size-8 text-danger-700" />
      <h1 className="text-2xl font-semibold text-danger-800">{t('title')}</h1>
      <p className="mt-2 max-w-md text-danger-800">{t('text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={reset}>
          <RefreshIcon className="size-4" />
          {t('retry')}
        </Button>
        <Button asChild variant="ghost">
          <Link href="/dashboard">{t('home')}</Link>
        </Button>
      </div>
    </div>
  );
}
