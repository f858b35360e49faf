import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceEdit } from '@/components/services/service-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('services.form');
  return { title: t('editTitle') };
}

export default async function ServiceEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ServiceEdit key={id} id={id} />;
}
