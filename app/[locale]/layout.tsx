import '@fontsource-variable/inter';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/site/urls';

// Every page lives under the [locale] root segment so that each language is prerendered as its own static page;
// proxy.ts maps the spec's unprefixed paths (/prices, /dashboard, …) onto it from the stored language.
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
