import type { ReactNode } from 'react';
import { AppHeader } from '@/components/app-shell/app-header';
import { ProtectedGuard } from '@/components/guards/protected-guard';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ProtectedGuard>
      <div className="flex min-h-dvh flex-col">
        <AppHeader />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
          {children}
        </main>
      </div>
    </ProtectedGuard>
  );
}
