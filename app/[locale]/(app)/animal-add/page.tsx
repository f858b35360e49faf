import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnimalAdd } from '@/components/animals/animal-add';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('animals.form');
  return { title: t('addTitle') };
}

export default async function AnimalAddPage({
  searchParams,
}: {
  searchParams: Promise<{ customerId?: string | string[] }>;
}) {
  const { customerId } = await searchParams;
  return <AnimalAdd customerId={typeof customerId === 'string' ? customerId : undefined} />;
}
