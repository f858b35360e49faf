import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell/app-shell';
import { ProtectedGuard } from '@/components/guards/protected-guard';
import { ProductProviders } from '@/components/product-providers';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ProductProviders>
      <ProtectedGuard>
        <AppShell>{children}</AppShell>
      </ProtectedGuard>
    </ProductProviders>
  );
}
