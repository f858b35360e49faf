import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnimalEdit } from '@/components/animals/animal-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('animals.form');
  return { title: t('editTitle') };
}

export default async function AnimalEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AnimalEdit key={id} id={id} />;
}
