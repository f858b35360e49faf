'use client';
// Guest-only guard (spec 2): a stored token sends the user on to /dashboard.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useStoredToken } from '@/lib/client/use-session';

export function GuestGuard({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const router = useRouter();
  const token = useStoredToken();

  useEffect(() => {
    if (token) router.replace('/dashboard');
  }, [token, router]);

  if (token !== null) return <PageSpinner label={t('loading')} />;
  return children;
}
