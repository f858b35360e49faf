import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell/app-shell';
import { ProtectedGuard } from '@/components/guards/protected-guard';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ProtectedGuard>
      <AppShell>{children}</AppShell>
    </ProtectedGuard>
  );
}
