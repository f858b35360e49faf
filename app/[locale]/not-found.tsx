import type { Metadata } from 'next';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12 text-center"
    >
      <BrandLogo />
      <div className="space-y-2">
        <p className="text-sm font-semibold text-accent-700">{t('eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
        <p className="max-w-md text-stone-600">{t('text')}</p>
      </div>
      <Button asChild size="lg">
        <Link href="/">{t('home')}</Link>
      </Button>
    </main>
  );
}
