'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { logout } from '@/lib/account-api';
import { clearLogin } from '@/lib/session';
import { stopSessionTimer } from '@/lib/session-expiry';

/** Ends the session on the server, then locally — locally even when the call fails. */
export function LogoutButton() {
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
    <Button variant="secondary" className="whitespace-nowrap" onClick={() => void onLogout()} loading={busy}>
      {!busy && (
        <svg
          viewBox="0 0 24 24"
          className="hidden size-4 sm:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {t('logout')}
    </Button>
  );
}
