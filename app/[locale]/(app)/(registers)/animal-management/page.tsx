import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnimalList } from '@/components/animals/animal-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('animals.list');
  return { title: t('title') };
}

export default function AnimalManagementPage() {
  return <AnimalList />;
}
