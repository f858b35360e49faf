'use client';
// The query cache for the signed-in and auth screens. A login or logout in another tab changes whose data this tab
// may show: the cache is emptied then too (this tab's own logins and logouts empty it in lib/session.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { clearQueryCache, getQueryClient } from '@/lib/client/queries/query-client';
import { signedInUserId, subscribeToLoginChanges } from '@/lib/client/session';

export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let owner = signedInUserId();
    return subscribeToLoginChanges(() => {
      const user = signedInUserId();
      if (user === owner) return;
      owner = user;
      clearQueryCache();
    });
  }, []);

  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
