import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JournalEdit } from '@/components/journals/journal-edit';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journals.form');
  return { title: t('editTitle') };
}

export default async function JournalEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <JournalEdit key={id} id={id} />;
}
