import type { ReactNode } from 'react';
import { TokenPageLayout } from '@/components/token-page-layout';

// A shared journal: read without an account, in the frame of the pages a link opens.
export default function SharedLayout({ children }: { children: ReactNode }) {
  return <TokenPageLayout width="wide">{children}</TokenPageLayout>;
}
