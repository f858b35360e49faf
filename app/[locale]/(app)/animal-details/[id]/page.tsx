import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnimalDetailsView } from '@/components/animals/animal-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('animals.details');
  return { title: t('title') };
}

export default async function AnimalDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AnimalDetailsView key={id} id={id} />;
}
