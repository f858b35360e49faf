import type { ReactNode } from 'react';
import { TokenPageLayout } from '@/components/token-page-layout';

// The customer's answer page: one card, in the frame of the pages a link opens.
export default function BookingResponseLayout({ children }: { children: ReactNode }) {
  return <TokenPageLayout width="narrow">{children}</TokenPageLayout>;
}
