import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell/app-shell';
import { ProtectedGuard } from '@/components/guards/protected-guard';
import { AppProviders } from '@/components/app-providers';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ProtectedGuard>
        <AppShell>{children}</AppShell>
      </ProtectedGuard>
    </AppProviders>
  );
}
