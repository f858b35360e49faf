import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppStartup } from '@/components/app-startup';
import { Toaster } from '@/components/toaster';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  const appName = t('common.appName');
  return {
    title: { default: `${appName} – ${t('home.metaTitle')}`, template: `%s · ${appName}` },
    description: t('home.pitch'),
    applicationName: appName,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d4a37',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('common');

  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-stone-50 font-sans text-stone-900 antialiased">
        <NextIntlClientProvider>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <AppStartup />
          <Toaster />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
