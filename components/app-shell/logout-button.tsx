'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { logout } from '@/lib/client/account-api';
import { clearLogin } from '@/lib/client/session';
import { stopSessionTimer } from '@/lib/client/session-expiry';

/** Ends the session on the server, then locally — locally even when the call fails. */
export function LogoutButton({ className, fullWidth }: Pick<ButtonProps, 'className' | 'fullWidth'>) {
  const t = useTranslations('common');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Offline or the session is already gone: signing out locally is what the user asked for.
    }
    stopSessionTimer();
    clearLogin();
    router.replace('/login');
  }

  return (
    <Button
      variant="secondary"
      className={className ?? 'whitespace-nowrap'}
      fullWidth={fullWidth}
      onClick={() => void onLogout()}
      loading={busy}
    >
      {!busy && <LogoutIcon className="size-4" />}
      {t('logout')}
    </Button>
  );
}
