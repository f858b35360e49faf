import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceDetailsView } from '@/components/services/service-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('services.details');
  return { title: t('title') };
}

export default async function ServiceDetailsViewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ServiceDetailsView key={id} id={id} />;
}
