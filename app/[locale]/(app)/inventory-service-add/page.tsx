import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceAdd } from '@/components/services/service-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('services.form');
  return { title: t('addTitle') };
}

export default function ServiceAddPage() {
  return <ServiceAdd />;
}
