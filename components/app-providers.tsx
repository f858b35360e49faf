import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppStartup } from '@/components/app-startup';
import { QueryProvider } from '@/components/query-provider';
import { Toaster } from '@/components/toaster';

/** What the signed-in and auth screens need on the client: the product's messages (not the public site's), the
 *  query cache, the start-up effects and the toasts. The public site leaves these out to keep its pages light. */
export async function AppProviders({ children }: { children: ReactNode }) {
  const { site: _site, ...product } = await getMessages();
  return (
    <NextIntlClientProvider messages={product}>
      <QueryProvider>
        <AppStartup />
        <Toaster />
        {children}
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
