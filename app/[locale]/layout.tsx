import '@fontsource-variable/inter';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/site/urls';

// Every page lives under the [locale] root segment; proxy.ts maps the spec's unprefixed paths (/prices, /dashboard,
// …) onto it from the stored language.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  const appName = t('common.appName');
  return {
    metadataBase: new URL(siteOrigin()),
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

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // Rendered for each request: Next puts the request's CSP nonce on its scripts only while rendering, and a page
  // prerendered at build time has no nonce, so the policy would block its scripts.
  await connection();
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations('common');

  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-dvh bg-stone-50 font-sans text-stone-900 antialiased">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {children}
      </body>
    </html>
  );
}
