'use client';
// Signed-in area guard (spec 2): no token, or an unparsable stored value → /login (replace).
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { resumeSessionTimer } from '@/lib/client/session-expiry';
import { useStoredToken } from '@/lib/client/use-session';

export function ProtectedGuard({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const router = useRouter();
  const token = useStoredToken();

  useEffect(() => {
    if (token === null) router.replace('/login');
    else if (token !== undefined) resumeSessionTimer();
  }, [token, router]);

  if (!token) return <PageSpinner label={t('loading')} />;
  return children;
}
