import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JournalDetailsView } from '@/components/journals/journal-details-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journals.details');
  return { title: t('title') };
}

export default async function JournalDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JournalDetailsView key={id} id={id} />;
}
