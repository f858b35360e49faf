import type { ReactNode } from 'react';
import { AppShell } from '@/components/app-shell/app-shell';
import { ProtectedGuard } from '@/components/guards/protected-guard';
import { AppProviders } from '@/components/app-providers';
import { UnpaidInvoiceCheck } from '@/components/invoices/unpaid-invoice-check';

export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <ProtectedGuard>
        <UnpaidInvoiceCheck />
        <AppShell>{children}</AppShell>
      </ProtectedGuard>
    </AppProviders>
  );
}
