import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JournalList } from '@/components/journals/journal-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('journals.list');
  return { title: t('title') };
}

export default function JournalManagementPage() {
  return <JournalList />;
}
